import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { fn } from 'storybook/test';
import { FIXTURE_TODAY, fixtureCalendarDays } from './appointment.fixtures';
import { MonthCalendar, type MonthCalendarProps } from './MonthCalendar';

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
} satisfies Meta<typeof MonthCalendar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Selected: Story = { args: { value: '2026-03-09' } };

export const ReadOnly: Story = { args: { readOnly: true, onChange: undefined } };

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { days: fixtureCalendarDays.map((day) => ({ ...day, has_availability: false })) },
};

export const LoadError: Story = {
  args: { error: { message: 'No se pudo obtener el calendario del servicio', onRetry: fn() } },
};
