import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import { ErrorState } from './ErrorState';
import { usageNotes } from '../../storybook/usage-notes';

const meta = {
  title: 'Feedback/ErrorState',
  component: ErrorState,
  parameters: {
    docs: usageNotes({
      summary:
        'El error de una pantalla entera o de su contenido principal: un título, un mensaje sin detalles técnicos y una salida.',
      use: [
        'Cuando falla la carga de lo principal de una pantalla: el listado /services, el detalle de un servicio, /my-services, /favorites o las solicitudes.',
        'Siempre con una acción para recuperarse, normalmente «Reintentar».',
      ],
      avoid: [
        'Para el error de un campo: el mensaje va debajo del campo (FormTextField).',
        'Para el resultado fallido de un formulario: usar FormBanner.',
        'Para el fallo de una acción puntual que no rompe la pantalla (guardar un favorito): usar un toast.',
      ],
      accessibility: [
        'Es un role="alert": el lector de pantalla lo anuncia apenas aparece.',
        'El título es el h1 de la pantalla, porque reemplaza a su contenido; el ícono es decorativo.',
      ],
    }),
  },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithRetry: Story = {
  args: {
    title: 'No se pudieron obtener los turnos',
    message: 'Error al obtener los turnos',
    actions: <Button variant="contained">Reintentar</Button>,
  },
};
