import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { fn } from 'storybook/test';
import { OwnedServiceCard, type OwnedService } from './OwnedServiceCard';
import { usageNotes } from '../../storybook/usage-notes';

// A self-contained picture, so the story needs no server.
const PICTURE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><rect width="400" height="200" fill="#FDBA74"/><circle cx="300" cy="70" r="40" fill="#C2410C"/></svg>',
  );

const service: OwnedService = {
  id: 7,
  title: 'Clases de guitarra',
  category: 'Música',
  price: 12500,
  image_url: PICTURE,
  status: 'active',
  zones: [
    { province: 'Córdoba', locality: 'Río Cuarto' },
    { province: 'Córdoba', locality: 'Villa María' },
    { province: 'Córdoba', locality: 'Córdoba', neighborhood: 'Nueva Córdoba' },
  ],
  average_rating: 4.5,
  ratings_count: 12,
};

const meta = {
  title: 'Catalog/OwnedServiceCard',
  component: OwnedServiceCard,
  parameters: {
    docs: usageNotes({
      summary:
        'Un servicio propio en /my-services, con su estado y las acciones ver, editar, activar o desactivar y eliminar.',
      use: ['Solo en /my-services, una tarjeta por cada servicio del profesional.'],
      avoid: [
        'En el listado público /services y en la home: usar ServiceCard.',
        'En /favorites: usar FavoriteServiceCard.',
      ],
      accessibility: [
        'Es un article nombrado por su título; cada botón lleva el título del servicio en su nombre («Editar Clases de guitarra»).',
        'Un servicio inactivo se atenúa, pero su texto mantiene el contraste AA y su estado también se dice en texto («Inactivo»).',
        'Cuando no se puede eliminar, el motivo está en un tooltip y es la descripción del botón.',
      ],
    }),
  },
  args: { service, canDelete: true, onToggleStatus: fn(), onDelete: fn() },
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 360 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof OwnedServiceCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Inactive: Story = { args: { service: { ...service, status: 'inactive' } } };

export const WithoutImage: Story = {
  args: {
    service: {
      ...service,
      title: 'Corte de pasto',
      category: 'Jardinería',
      image_url: null,
      zones: [{ province: 'Mendoza', locality: 'Godoy Cruz' }],
      average_rating: 0,
      ratings_count: 0,
    },
  },
};

export const DeleteDisabled: Story = { args: { canDelete: false } };

export const Busy: Story = { args: { busy: true } };
