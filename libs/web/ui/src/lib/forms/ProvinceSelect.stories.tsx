import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ProvinceSelect, type ProvinceSelectProps } from './ProvinceSelect';

function Controlled(props: ProvinceSelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ProvinceSelect
      {...props}
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        props.onChange?.(event);
      }}
    />
  );
}

const meta = {
  title: 'Forms/ProvinceSelect',
  component: ProvinceSelect,
  render: (args) => <Controlled {...args} />,
  args: { value: '', onChange: fn(), fullWidth: true, required: true },
} satisfies Meta<typeof ProvinceSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Selected: Story = { args: { value: 'Ciudad Autónoma de Buenos Aires' } };

export const WithError: Story = { args: { error: true, helperText: 'La provincia es obligatoria' } };

export const Disabled: Story = { args: { disabled: true, value: 'Neuquén' } };
