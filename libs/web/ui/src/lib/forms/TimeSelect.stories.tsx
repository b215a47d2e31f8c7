import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CREATE_WIZARD_SLOT_TIMES, EDIT_WIZARD_SLOT_TIMES } from '@changas/shared/contracts';
import { TimeSelect, type TimeSelectProps } from './TimeSelect';

function Controlled(props: TimeSelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <TimeSelect
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

/**
 * When to use: any time of day in a form (the wizards' slot 'Desde' and 'Hasta'). It always reads
 * 24 h ('13:00', never '01:00 PM'). Give it the times that make sense: the create wizard's hours or
 * the edit wizard's quarter hours.
 */
const meta = {
  title: 'Forms/TimeSelect',
  component: TimeSelect,
  render: (args) => <Controlled {...args} />,
  args: {
    label: 'Desde',
    value: '09:00',
    times: CREATE_WIZARD_SLOT_TIMES,
    onChange: fn(),
    sx: { width: 150 },
  },
} satisfies Meta<typeof TimeSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The create wizard: 08:00 to 20:00, hourly. */
export const Hourly: Story = {};

/** The edit wizard: every quarter hour of the day. */
export const QuarterHours: Story = {
  args: { label: 'Hasta', value: '13:15', times: EDIT_WIZARD_SLOT_TIMES },
};

/** A saved time outside the list is kept. */
export const OutsideTheList: Story = { args: { value: '09:37' } };

export const Disabled: Story = { args: { disabled: true } };
