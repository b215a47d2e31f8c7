import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { usageNotes } from '../../storybook/usage-notes';
import { RetryAlert } from './RetryAlert';

const meta = {
  title: 'Feedback/RetryAlert',
  component: RetryAlert,
  args: { message: 'Error al cargar los horarios', onRetry: fn() },
  parameters: {
    docs: usageNotes({
      summary:
        'El error de una parte de la pantalla que no pudo cargarse (el calendario, los horarios de un día, una grilla de servicios), con «Reintentar» al lado del mensaje.',
      use: [
        'Dentro del modal de solicitud, cuando el calendario o los horarios del día no cargan.',
        'En una grilla de servicios (ServiceCardGrid) cuyo listado falló, mientras el resto de la pantalla sigue en pie.',
      ],
      avoid: [
        'Cuando falla lo principal de la pantalla: usar ErrorState, que reemplaza su contenido.',
        'Para el resultado fallido de un formulario: usar FormBanner; para una acción puntual: un toast.',
      ],
      accessibility: [
        'Es un role="alert": el lector de pantalla lo anuncia apenas aparece.',
        'El botón «Reintentar» queda junto al mensaje y se alcanza con Tab; el rojo de error pasa AA sobre su fondo.',
      ],
    }),
  },
} satisfies Meta<typeof RetryAlert>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Los horarios de un día no cargaron. */
export const Default: Story = {};

/** Un mensaje largo del servidor se acomoda en varias líneas sin empujar el botón. */
export const LongMessage: Story = {
  args: {
    message:
      'No se pudo conectar con el servidor. Verifica tu conexión a internet e intenta nuevamente en unos minutos.',
  },
};
