import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: {
    label: 'Contraseña',
    autoComplete: 'current-password',
    fullWidth: true,
    onChange: fn(),
  },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = {
  args: {
    label: 'Nueva contraseña',
    autoComplete: 'new-password',
    helperText: 'Debe tener 8-16 caracteres, una mayúscula y un número',
  },
};

export const WithError: Story = {
  args: { error: true, helperText: 'La contraseña es requerida', required: true },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Secreta123' } };
