import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PasswordField } from './PasswordField';
import { usageNotes } from '../../storybook/usage-notes';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  parameters: {
    docs: usageNotes({
      summary: 'Un campo de contraseña con un botón para mostrar u ocultar lo escrito.',
      use: [
        'En /login, /register y /reset-password, casi siempre a través de FormTextField con component={PasswordField}.',
        'Con la pista de las reglas («Debe tener 8-16 caracteres, una mayúscula y un número») cuando se crea una contraseña nueva.',
      ],
      avoid: [
        'Para datos que no son secretos (email, teléfono): usar FormTextField con su campo de texto común.',
      ],
      accessibility: [
        'El botón se llama «Mostrar contraseña» u «Ocultar contraseña» según el estado.',
        'Tocar el botón con el mouse no saca el cursor del campo; el campo no corrige ni pone mayúsculas solo.',
        'Con autoComplete current-password o new-password, el gestor de contraseñas del navegador puede ayudar.',
      ],
    }),
  },
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
