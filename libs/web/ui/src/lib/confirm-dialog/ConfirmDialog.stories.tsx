import type { Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import { fn } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';
import { usageNotes } from '../../storybook/usage-notes';

const meta = {
  title: 'Feedback/ConfirmDialog',
  component: ConfirmDialog,
  parameters: {
    docs: usageNotes({
      summary:
        'Pregunta antes de una acción importante: desactivar o eliminar un servicio, cancelar una solicitud, borrar la propia reseña.',
      use: [
        'En /my-services antes de desactivar o eliminar un servicio, en /my-requests antes de cancelar una solicitud y en la pestaña de reseñas antes de borrar la propia.',
        'Con destructive cuando la acción no se puede deshacer: el botón de confirmar pasa a rojo y el foco arranca en «Cancelar».',
        'Con busy mientras la acción corre: los dos botones quedan deshabilitados y el diálogo no se puede cerrar.',
      ],
      avoid: [
        'Para contar el resultado de una acción: usar un toast (useToast).',
        'Para pedir datos (el motivo de un rechazo, una reseña): usar un diálogo con formulario, como ReviewDialog.',
      ],
      accessibility: [
        'Es un role="alertdialog" nombrado por su título y descripto por su mensaje; el foco entra al diálogo y vuelve al control que lo abrió.',
        'Escape y el clic en el fondo cancelan, salvo mientras la acción corre.',
      ],
    }),
  },
  args: {
    open: true,
    title: '¿Desactivar este servicio?',
    message: 'No aparecerá en las búsquedas hasta que lo actives de nuevo.',
    confirmLabel: 'Desactivar',
    busyLabel: 'Desactivando...',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Destructive: Story = {
  args: {
    title: '¿Eliminar este servicio?',
    message: 'Se eliminará de forma permanente. Esta acción no se puede deshacer.',
    confirmLabel: 'Eliminar',
    busyLabel: 'Eliminando...',
    destructive: true,
  },
};

export const Busy: Story = { args: { busy: true } };

/** Cerrado, el diálogo no dibuja nada: la nota lo dice en el lienzo. */
export const Closed: Story = {
  args: { open: false },
  decorators: [
    (Story) => (
      <>
        <Typography color="text.secondary">
          El diálogo está cerrado: no se ve nada hasta que se abre.
        </Typography>
        <Story />
      </>
    ),
  ],
};
