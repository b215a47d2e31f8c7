import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FormBanner } from './FormBanner';
import { usageNotes } from '../../storybook/usage-notes';

const meta = {
  title: 'Forms/FormBanner',
  component: FormBanner,
  parameters: {
    docs: usageNotes({
      summary:
        'El resultado de un formulario, junto a él: éxito, error, advertencia o aviso, con un título opcional.',
      use: [
        'Para el error general de un envío («Error al iniciar sesión», «Error en el registro») y para el éxito («¡Registro exitoso!»).',
        'En /profile, para avisar que se muestran los datos guardados en el dispositivo.',
      ],
      avoid: [
        'Para el error de un campo: mostrarlo en el campo (FormTextField).',
        'Para el resultado de una acción fuera de un formulario (guardar un favorito, cambiar el estado de un servicio): usar un toast.',
        'Para una pantalla que no cargó: usar ErrorState.',
      ],
      accessibility: [
        'Los errores y las advertencias son role="alert" y se anuncian enseguida; los éxitos y los avisos son role="status" y se anuncian sin interrumpir.',
        'La severidad no depende solo del color: cada variante tiene su ícono y, cuando hace falta, un título.',
      ],
    }),
  },
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
