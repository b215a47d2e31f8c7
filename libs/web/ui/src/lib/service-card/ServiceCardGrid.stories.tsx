import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import { fn } from 'storybook/test';
import { usageNotes } from '../../storybook/usage-notes';
import { ServiceCardGrid } from './ServiceCardGrid';
import { sampleServices } from './ServiceCard.fixtures';

const meta = {
  title: 'Catalog/ServiceCardGrid',
  component: ServiceCardGrid,
  args: { services: sampleServices(6) },
  parameters: {
    layout: 'fullscreen',
    docs: usageNotes({
      summary:
        'La grilla de tarjetas de servicio del listado /services y de los servicios destacados del inicio: una columna en teléfonos, dos en tabletas y tres o cuatro en escritorio, con sus esqueletos mientras carga, su estado vacío y su error con reintento.',
      use: [
        'Para los resultados de /services (tres columnas, 9 por página) y los 4 destacados del inicio (cuatro columnas).',
        'Con onToggleFavorite y favoriteIds cuando la pantalla ofrece guardar favoritos desde las tarjetas.',
        'Con empty y error para que la grilla diga qué pasó en lugar de quedar en blanco.',
      ],
      avoid: [
        'Para los favoritos guardados en /favorites: usar FavoriteServiceCard, que ofrece quitar el servicio.',
        'Para los servicios propios en /my-services: usar OwnedServiceCard, con editar, pausar y eliminar.',
        'Para un error que impide toda la pantalla: usar ErrorState.',
      ],
      accessibility: [
        'Los servicios forman una lista (ul/li) y cada tarjeta es un article nombrado por su título.',
        'Mientras carga, los esqueletos quedan ocultos para el lector de pantalla y se anuncia el texto de loadingLabel (role status).',
        'El error usa role alert y su botón Reintentar se alcanza con el teclado.',
      ],
    }),
  },
} satisfies Meta<typeof ServiceCardGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The home page's featured services. */
export const FourColumns: Story = { args: { services: sampleServices(4), columns: 4 } };

export const WithFavorites: Story = {
  args: { onToggleFavorite: fn(), favoriteIds: new Set([2]) },
};

export const Loading: Story = {
  args: { loading: true, skeletons: 3, loadingLabel: 'Cargando servicios...' },
};

/** A search that found nothing: the spec's title, a hint and the clear-filters link. */
export const Empty: Story = {
  parameters: { layout: 'padded' },
  args: {
    services: [],
    empty: {
      title: 'No se encontraron servicios',
      description:
        'No hay servicios de Jardinería que coincidan con tu búsqueda. Prueba con otra zona u otras palabras, o quita algunos filtros.',
      action: <Button variant="outlined">Limpiar filtros</Button>,
    },
  },
};

/** The services could not be loaded: the reason and a retry. */
export const Error: Story = {
  parameters: { layout: 'padded' },
  args: {
    services: [],
    error: {
      message: 'No se pudieron cargar los servicios. Error interno del servidor. Intenta más tarde.',
      onRetry: fn(),
    },
  },
};
