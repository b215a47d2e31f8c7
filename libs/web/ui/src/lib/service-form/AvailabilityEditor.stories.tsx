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

export const Error: Story = {
  args: {
    value: { ...emptyWeekSchedule(), tuesday: { enabled: true, timeSlots: [] } },
    dayErrors: { tuesday: 'Agrega horarios para Martes' },
    error: 'Selecciona al menos un día disponible',
  },
};

export const Disabled: Story = { args: { value: workWeek, disabled: true } };
