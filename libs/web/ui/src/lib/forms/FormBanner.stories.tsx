import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FormBanner } from './FormBanner';

const meta = {
  title: 'Forms/FormBanner',
  component: FormBanner,
  args: {
    severity: 'success',
    title: '¡Registro exitoso!',
    message: 'Bienvenido a Changas. Tu cuenta ha sido creada exitosamente.',
  },
} satisfies Meta<typeof FormBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};

export const Failure: Story = {
  args: {
    severity: 'error',
    title: 'Error en el registro',
    message: 'El email ya está registrado. Usa otro email o inicia sesión.',
  },
};

export const Warning: Story = {
  args: {
    severity: 'warning',
    title: undefined,
    message: 'No se pudo cargar el perfil. Se muestran los datos guardados en este dispositivo.',
  },
};

export const Dismissible: Story = { args: { onClose: fn() } };
