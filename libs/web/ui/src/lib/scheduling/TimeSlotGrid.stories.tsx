import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { fn } from 'storybook/test';
import { fixtureSlots } from './appointment.fixtures';
import { TimeSlotGrid, type TimeSlotGridProps } from './TimeSlotGrid';
import { usageNotes } from '../../storybook/usage-notes';

function ChoosingGrid(args: TimeSlotGridProps) {
  const [value, setValue] = useState(args.value);
  return (
    <TimeSlotGrid
      {...args}
      value={value}
      onChange={(time) => {
        setValue(time);
        args.onChange(time);
      }}
    />
  );
}

const meta = {
  title: 'Scheduling/TimeSlotGrid',
  component: TimeSlotGrid,
  render: ChoosingGrid,
  args: { slots: fixtureSlots, label: 'Horarios disponibles', value: null, onChange: fn() },
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 420 }}>
        <Story />
      </Box>
    ),
  ],
  parameters: {
    docs: usageNotes({
      summary:
        'Los horarios de un día en el segundo paso del modal de solicitud: los libres para elegir y los ocupados deshabilitados. Sin ningún horario dice "No hay horarios disponibles para esta fecha".',
      use: ['En el paso 2 del modal de solicitud de turno, debajo del día elegido en MonthCalendar.'],
      avoid: [
        'Para los horarios que ofrece un proveedor en su semana: usar AvailabilityEditor.',
        'Para una hora libre cualquiera: usar TimeSelect.',
      ],
      accessibility: [
        'Es un grupo de radios: las flechas recorren solo los horarios libres y el elegido queda marcado.',
        'Los horarios ocupados se anuncian deshabilitados; el estado vacío y el error son texto, con Reintentar en el error.',
      ],
    }),
  },
} satisfies Meta<typeof TimeSlotGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Selected: Story = { args: { value: '11:00' } };

/** A long day: the grid scrolls inside its capped height. */
export const ManySlots: Story = {
  args: {
    slots: Array.from({ length: 28 }, (_, index) => ({
      time: `${String(7 + Math.floor(index / 2)).padStart(2, '0')}:${index % 2 ? '30' : '00'}`,
      available: index % 5 !== 0,
    })),
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = { args: { slots: [] } };

export const Error: Story = {
  args: { error: { message: 'No se pudieron cargar los horarios', onRetry: fn() } },
};

export const Disabled: Story = { args: { value: '11:00', disabled: true } };
