import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LocationSelects, type LocationSelectsProps, type LocationValue } from './LocationSelects';

function Controlled(props: LocationSelectsProps) {
  const [value, setValue] = useState<LocationValue>(props.value);
  return (
    <LocationSelects
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/LocationSelects',
  component: LocationSelects,
  render: (args) => <Controlled {...args} />,
  args: { value: { province: '', locality: '' }, onChange: fn() },
} satisfies Meta<typeof LocationSelects>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No province yet: the locality select waits for one. */
export const Default: Story = {};

export const WithProvince: Story = { args: { value: { province: 'Córdoba', locality: 'Río Cuarto' } } };

export const AsFilter: Story = { args: { allowAny: true } };

export const WithErrors: Story = {
  args: {
    required: true,
    errors: { province: 'La provincia es obligatoria', locality: 'La localidad es obligatoria' },
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: { province: 'Salta', locality: 'Cafayate' } },
};

/** A stored locality outside the built-in list (typed at registration) still shows. */
export const UnlistedLocality: Story = {
  args: { value: { province: 'Ciudad Autónoma de Buenos Aires', locality: 'Villa Crespo Norte' } },
};
