import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { usageNotes } from '../../storybook/usage-notes';
import { ServiceCardSkeleton } from './ServiceCardSkeleton';

const meta = {
  title: 'Catalog/ServiceCardSkeleton',
  component: ServiceCardSkeleton,
  parameters: {
    docs: usageNotes({
      summary:
        'La silueta de una ServiceCard mientras llegan los servicios: imagen, título, categoría, descripción, precio y botón en gris animado, con las mismas medidas que la tarjeta para que nada salte al cargar.',
      use: [
        'Dentro de ServiceCardGrid con loading, que ya la repite tantas veces como skeletons pida la pantalla (9 en /services, 4 en el inicio).',
        'Sola, donde una pantalla muestre una única tarjeta de servicio que todavía carga.',
      ],
      avoid: [
        'Para cargas de pantalla completa (detalle de un servicio, perfil): usar PageLoader.',
        'Para tarjetas de otro tamaño (favoritos, solicitudes): usar un Skeleton con la forma de esa tarjeta.',
        'Sin un texto de carga anunciado en la pantalla (loadingLabel de la grilla o un role status propio).',
      ],
      accessibility: [
        'Está oculta para el lector de pantalla (aria-hidden): la pantalla anuncia la carga con su propio texto, p. ej. "Cargando servicios...".',
        'No recibe el foco ni responde a clics: el teclado pasa de largo hasta que llegan las tarjetas.',
      ],
    }),
  },
} satisfies Meta<typeof ServiceCardSkeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One card, at the width of a listing column. */
export const Default: Story = {
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 360 }}>
        <Story />
      </Box>
    ),
  ],
};

/** Three in a row, as the listing shows them while the first page loads. */
export const Row: Story = {
  decorators: [
    (Story) => (
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', maxWidth: 1000 }}>
        <Story />
        <Story />
        <Story />
      </Box>
    ),
  ],
};
