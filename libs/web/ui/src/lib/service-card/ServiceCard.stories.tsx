import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { fn } from 'storybook/test';
import { ServiceCard } from './ServiceCard';
import { CABA, sampleService } from './ServiceCard.fixtures';
import { ServiceCardSkeleton } from './ServiceCardSkeleton';
import { usageNotes } from '../../storybook/usage-notes';

const meta = {
  title: 'Catalog/ServiceCard',
  component: ServiceCard,
  args: { service: sampleService },
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
        'Un servicio en el listado /services y en los destacados del inicio: imagen, categoría, corazón de favorito, insignia de líder, estrellas con cantidad de reseñas, descripción, zonas, "Desde $precio" en formato es-AR, quien lo ofrece y "Ver detalles".',
      use: [
        'Dentro de ServiceCardGrid, en los resultados de /services y en los servicios destacados del inicio.',
        'Con onToggleFavorite solo donde se ofrece guardar favoritos; sin él, la tarjeta no muestra corazón.',
      ],
      avoid: [
        'En /favorites: usar FavoriteServiceCard, que agrega el botón Quitar.',
        'En /my-services: usar OwnedServiceCard, con las acciones del proveedor.',
        'Mientras carga: usar ServiceCardSkeleton (o ServiceCardGrid con loading).',
      ],
      accessibility: [
        'Es un article nombrado por el título del servicio; "Ver detalles" se anuncia como "Ver detalles de <título>".',
        'El corazón dice qué hace: "Agregar <título> a favoritos" o "Quitar <título> de favoritos".',
        'Las estrellas se leen como texto ("4,5 de 5") y la insignia de líder explica su regla en un tooltip que se alcanza con el teclado.',
      ],
    }),
  },
} satisfies Meta<typeof ServiceCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Leader: Story = {
  args: { service: { ...sampleService, average_rating: 4.6, ratings_count: 18 } },
};

export const NoImage: Story = {
  args: {
    service: { ...sampleService, title: 'Corte de pasto', category: 'Jardinería', image_url: null },
  },
};

export const NoReviews: Story = {
  args: { service: { ...sampleService, average_rating: 0, ratings_count: 0 } },
};

export const LongTexts: Story = {
  args: {
    service: {
      ...sampleService,
      title: 'Instalación y mantenimiento integral de calefones, termotanques, cañerías y desagües pluviales',
      description:
        'Trabajos de plomería con garantía escrita, materiales de primera marca y limpieza final. '.repeat(5),
      price: 1_250_000,
      zones: [
        { province: 'Buenos Aires', locality: 'San Isidro' },
        { province: 'Buenos Aires', locality: 'Vicente López' },
        { province: CABA, locality: 'Villa Urquiza' },
        { province: CABA, locality: 'Núñez' },
        { province: CABA, locality: 'Saavedra' },
      ],
      providerName: 'María de los Ángeles Fernández Castro',
      provider: {
        name: 'María de los Ángeles Fernández Castro',
        phone: '',
        locality: 'San Isidro',
        province: 'Buenos Aires',
      },
    },
  },
};

export const Loading: Story = { render: () => <ServiceCardSkeleton /> };

export const Favorite: Story = { args: { favorite: true, onToggleFavorite: fn() } };

export const NotFavorite: Story = { args: { favorite: false, onToggleFavorite: fn() } };
