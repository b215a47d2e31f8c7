import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { ServiceImage } from './ServiceImage';
import { usageNotes } from '../../storybook/usage-notes';

// A self-contained picture, so the story needs no server.
const PICTURE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><rect width="400" height="200" fill="#86EFAC"/><rect y="140" width="400" height="60" fill="#15803D"/><circle cx="320" cy="60" r="36" fill="#FACC15"/></svg>',
  );

const meta = {
  title: 'Catalog/ServiceImage',
  component: ServiceImage,
  parameters: {
    docs: usageNotes({
      summary:
        'La foto de un servicio; si el servicio no tiene imagen o la imagen no carga, muestra el ícono de su categoría.',
      use: [
        'Arriba de las tarjetas de servicio (ServiceCard, OwnedServiceCard, FavoriteServiceCard) y en el detalle del servicio.',
      ],
      avoid: [
        'Para la foto o las iniciales de una persona: usar Avatar, como TeamMemberCard o AccountMenu.',
        'Para la vista previa de la imagen que se está cargando en el asistente de publicación: usar ImagePreview.',
      ],
      accessibility: [
        'Es decorativa (alt vacío): el título de la tarjeta ya nombra el servicio.',
        'El reemplazo es el CategoryIcon de la categoría, también decorativo, sobre un fondo suave.',
      ],
    }),
  },
  args: { imageUrl: PICTURE, category: 'Jardinería' },
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 360 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ServiceImage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** La foto del servicio, recortada a la tarjeta. */
export const Default: Story = {};

/** El servicio no tiene foto: aparece el pictograma de su categoría. */
export const WithoutImage: Story = { args: { imageUrl: null, category: 'Plomería' } };

/** La foto no carga (un archivo roto o borrado): la reemplaza el mismo pictograma. */
export const BrokenImage: Story = {
  args: { imageUrl: 'data:image/png;base64,bm8gZXMgdW5hIGltYWdlbg==', category: 'Electricidad' },
};

/** Más alta, como en el detalle del servicio (320 px): la imagen principal de la página se pide primero. */
export const Tall: Story = { args: { height: 320, priority: true } };
