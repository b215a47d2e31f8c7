import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageLoader } from './PageLoader';
import { usageNotes } from '../../storybook/usage-notes';

const meta = {
  title: 'Feedback/PageLoader',
  component: PageLoader,
  parameters: {
    docs: usageNotes({
      summary:
        'Un indicador giratorio centrado con un texto, para una pantalla o una sección que está cargando.',
      use: [
        'Mientras carga una pantalla entera: el detalle de un servicio, /my-services, /favorites, /profile o la edición de un servicio.',
        'Con un texto concreto cuando ayuda («Cargando servicios...»).',
      ],
      avoid: [
        'Cuando se conoce la forma del contenido (tarjetas, grillas): usar esqueletos, como ServiceCardSkeleton o el estado Loading de CategoryGrid.',
        'En un botón que envía un formulario: cambiar su texto («Iniciando sesión...») y deshabilitarlo.',
      ],
      accessibility: [
        'Es un role="status" con aria-live="polite": el texto se anuncia sin interrumpir.',
        'El círculo es decorativo; lo que se anuncia es el texto.',
      ],
    }),
  },
} satisfies Meta<typeof PageLoader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};

export const WithLabel: Story = { args: { label: 'Cargando servicios...' } };
