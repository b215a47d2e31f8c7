import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DescriptionField, type DescriptionFieldProps } from './DescriptionField';

function Controlled(props: DescriptionFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <DescriptionField
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
  title: 'Service form/DescriptionField',
  component: DescriptionField,
  render: (args) => <Controlled {...args} />,
  args: {
    label: 'Descripción',
    value: '',
    counterMax: 500,
    helperText: 'Al menos 100 caracteres',
    fullWidth: true,
    onChange: fn(),
  },
} satisfies Meta<typeof DescriptionField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = {
  args: {
    value: 'Clases de guitarra criolla y eléctrica para todos los niveles, en tu casa o por videollamada.',
  },
};

export const WithError: Story = {
  args: { error: 'La descripción debe tener al menos 100 caracteres', value: 'Corta' },
};

/** Past the limit the counter turns red. */
export const OverLimit: Story = { args: { value: 'a'.repeat(510) } };

export const Disabled: Story = { args: { disabled: true, value: 'No se puede editar ahora.' } };
