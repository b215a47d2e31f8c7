import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImagePreview } from './ImagePreview';
import { usageNotes } from '../../storybook/usage-notes';

// An inline picture, so the story shows an image without reaching the network.
const SAMPLE_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#2e7d32"/><circle cx="160" cy="90" r="50" fill="#a5d6a7"/></svg>',
  );

const meta = {
  title: 'Service form/ImagePreview',
  component: ImagePreview,
  args: { url: SAMPLE_IMAGE },
  parameters: {
    docs: usageNotes({
      summary:
        'La vista previa en vivo de la URL de imagen del servicio, con un aviso cuando todavía no hay URL o cuando la imagen no carga.',
      use: ['Debajo del campo "URL de la imagen" en el paso Datos básicos de los asistentes de servicio.'],
      avoid: [
        'Para mostrar la imagen de un servicio publicado: usar ServiceImage, que cae en el icono de su categoría.',
        'Para subir archivos: Changas solo recibe URLs públicas.',
      ],
      accessibility: [
        'Es una figura con su pie "Vista previa de la imagen"; los avisos se anuncian al cambiar (aria-live polite).',
        'El aviso de error dice qué revisar ("que la URL sea correcta y pública"), no solo que falló.',
      ],
    }),
  },
} satisfies Meta<typeof ImagePreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** No URL yet. */
export const Empty: Story = { args: { url: '' } };

/** A URL that does not answer with an image: the notice replaces it. */
export const Error: Story = { args: { url: 'https://imagen-inexistente.invalid/foto.jpg' } };
