import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { fn } from 'storybook/test';
import { FavoriteServiceCard } from './FavoriteServiceCard';
import { favoriteService } from './FavoriteServiceCard.fixtures';
import { usageNotes } from '../../storybook/usage-notes';

const meta = {
  title: 'Favourites/FavoriteServiceCard',
  component: FavoriteServiceCard,
  args: { service: favoriteService, onRemove: fn() },
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 360 }}>
        <Story />
      </Box>
    ),
  ],
  parameters: {
    docs: usageNotes({
      summary:
        'Un servicio guardado en /favorites: imagen, categoría, título, calificación si tiene reseñas, la primera zona, quién lo ofrece (o "Proveedor"), Quitar y Ver detalles.',
      use: ['En la grilla de /favorites, una por servicio guardado.'],
      avoid: [
        'En el listado y el inicio: usar ServiceCard, con el corazón.',
        'Cuando no hay favoritos: la pantalla muestra un EmptyState con un enlace a /services.',
      ],
      accessibility: [
        'Es un article nombrado por el título; Quitar y Ver detalles se anuncian con el título del servicio.',
        'El nombre del proveedor va precedido de un "Ofrecido por" oculto para el lector de pantalla.',
      ],
    }),
  },
} satisfies Meta<typeof FavoriteServiceCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** No reviews yet: the rating is left out rather than shown as zero. */
export const NoReviews: Story = {
  args: { service: { ...favoriteService, average_rating: 0, ratings_count: 0 } },
};

/** The provider's account is gone and the service has no zone: the fallback name, no place line. */
export const UnknownProvider: Story = {
  args: { service: { ...favoriteService, provider_name: '', zone: null } },
};
