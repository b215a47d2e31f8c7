import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EDIT_WIZARD_SLOT_TIMES } from '@changas/shared/contracts';
import {
  AvailabilityEditor,
  emptyWeekSchedule,
  type AvailabilityEditorProps,
  type WeekScheduleValue,
} from './AvailabilityEditor';
import { usageNotes } from '../../storybook/usage-notes';

function Controlled(props: AvailabilityEditorProps) {
  const [value, setValue] = useState<WeekScheduleValue>(props.value);
  return (
    <AvailabilityEditor
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const workWeek: WeekScheduleValue = {
  ...emptyWeekSchedule(),
  monday: {
    enabled: true,
    timeSlots: [
      { start: '09:00', end: '13:00' },
      { start: '14:00', end: '18:00' },
    ],
  },
  wednesday: { enabled: true, timeSlots: [{ start: '09:30', end: '12:45' }] },
};

const meta = {
  title: 'Service form/AvailabilityEditor',
  component: AvailabilityEditor,
  render: (args) => <Controlled {...args} />,
  args: { value: emptyWeekSchedule(), onChange: fn() },
  parameters: {
    docs: usageNotes({
      summary:
        'La semana de disponibilidad del asistente de servicios (paso Disponibilidad): cada día se enciende con un interruptor y lleva uno o más horarios de inicio y fin.',
      use: [
        'En el tercer paso de los asistentes de publicar (/offer-service) y editar (/edit-service/{id}) un servicio.',
        'Con slotTimes de cuartos de hora y canRemoveLast en falso en el asistente de edición.',
      ],
      avoid: [
        'Para mostrar la disponibilidad a un cliente: usar WeeklyAvailability (solo lectura) en el detalle del servicio.',
        'Para elegir un turno concreto: usar MonthCalendar y TimeSlotGrid.',
      ],
      accessibility: [
        'La semana es un grupo "Días y horarios" y cada día un grupo con su interruptor; los errores quedan como descripción del grupo correspondiente.',
        'El error de la semana y el de cada día se muestran en rojo con texto, nunca solo con color.',
        'Los horarios se eligen con selects que funcionan con teclado y escritura anticipada.',
      ],
    }),
  },
} satisfies Meta<typeof AvailabilityEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The create wizard's week: no day yet, hourly selects. */
export const Default: Story = {};

export const Filled: Story = { args: { value: workWeek } };

/** The edit wizard: any quarter hour, and a day keeps its last slot. */
export const QuarterHours: Story = {
  args: { value: workWeek, slotTimes: EDIT_WIZARD_SLOT_TIMES, canRemoveLast: false },
};

/** The wizard tried to go on with no day switched on: the week's own message. */
export const Error: Story = {
  args: { error: 'Selecciona al menos un día disponible' },
};

/** Martes is on but has no slot left: the message sits under that day only. */
export const DayWithoutSlots: Story = {
  args: {
    value: { ...workWeek, tuesday: { enabled: true, timeSlots: [] } },
    dayErrors: { tuesday: 'Agrega horarios para Martes' },
  },
};

export const Disabled: Story = { args: { value: workWeek, disabled: true } };
