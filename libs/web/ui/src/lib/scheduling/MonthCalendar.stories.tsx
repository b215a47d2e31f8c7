import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { fn } from 'storybook/test';
import { FIXTURE_TODAY, fixtureCalendarDays, fixtureCalendarDaysWithHolidays } from './appointment.fixtures';
import { MonthCalendar, type MonthCalendarProps } from './MonthCalendar';
import { usageNotes } from '../../storybook/usage-notes';

/** Keeps the chosen day, so the story can be used as the booking modal uses it. */
function ChoosingCalendar(args: MonthCalendarProps) {
  const [value, setValue] = useState(args.value ?? null);
  return (
    <MonthCalendar
      {...args}
      value={value}
      onChange={(date) => {
        setValue(date);
        args.onChange?.(date);
      }}
    />
  );
}

const meta = {
  title: 'Scheduling/MonthCalendar',
  component: MonthCalendar,
  render: ChoosingCalendar,
  args: {
    days: fixtureCalendarDays,
    label: 'Elige una fecha',
    today: FIXTURE_TODAY,
    value: null,
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 360 }}>
        <Story />
      </Box>
    ),
  ],
  parameters: {
    docs: usageNotes({
      summary:
        'El calendario del primer paso del modal de solicitud: un mes de semanas que empiezan en lunes, con los días con horarios libres para elegir y el resto deshabilitado.',
      use: [
        'En el paso 1 del modal de solicitud de turno del detalle de un servicio.',
        'En solo lectura, para mostrar qué días tienen horarios libres sin ofrecer elegir.',
      ],
      avoid: [
        'Para elegir fechas sin disponibilidad detrás (p. ej. una fecha de nacimiento): usar un campo de fecha.',
        'Para la disponibilidad semanal del proveedor: usar WeeklyAvailability o AvailabilityEditor.',
      ],
      accessibility: [
        'Es una grilla con nombre (p. ej. "Elige una fecha"): las flechas mueven el foco día por día, Inicio y Fin van al principio y al final de la semana, Re Pág y Av Pág cambian de mes.',
        'Los días sin horarios se anuncian deshabilitados y el elegido como seleccionado; hoy se marca con un borde, no solo con color.',
        'Un feriado suma "Feriado: <nombre>" al nombre accesible del día y se lista debajo del mes con su fecha: el motivo se lee en la página, no solo al pasar el mouse.',
        'La carga se anuncia con un texto oculto y el error trae su botón Reintentar.',
      ],
    }),
  },
} satisfies Meta<typeof MonthCalendar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** March 2026 from the 4th: weekdays bookable; weekends, the 11th and the days before today disabled. */
export const Default: Story = {};

export const Selected: Story = { args: { value: '2026-03-09' } };

export const ReadOnly: Story = { args: { readOnly: true, onChange: undefined } };

export const Loading: Story = { args: { loading: true } };

/** No free slot in the whole horizon: every day disabled. */
export const Empty: Story = {
  args: { days: fixtureCalendarDays.map((day) => ({ ...day, has_availability: false })) },
};

/** A service that skips feriados: the 24th (Memoria) disabled and named, April's two in their month. */
export const WithHolidays: Story = {
  name: 'Con feriados',
  args: { days: fixtureCalendarDaysWithHolidays },
};

export const Error: Story = {
  args: { error: { message: 'No se pudo obtener el calendario del servicio', onRetry: fn() } },
};
