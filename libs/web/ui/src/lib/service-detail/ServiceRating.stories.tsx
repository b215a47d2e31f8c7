import type { Meta, StoryObj } from '@storybook/react-vite';
import { ServiceRating } from './ServiceRating';
import { usageNotes } from '../../storybook/usage-notes';

const meta = {
  title: 'Catalog/ServiceRating',
  component: ServiceRating,
  parameters: {
    docs: usageNotes({
      summary:
        'Las estrellas de solo lectura de un servicio, con su promedio en formato es-AR («4,5») y la cantidad de reseñas, o «Sin reseñas todavía».',
      use: ['En la tarjeta de servicio, en la de favoritos y en el detalle del servicio (size="large").'],
      avoid: [
        'Para calificar: usar ReviewDialog.',
        'Para el resumen con la distribución de estrellas: usar ReviewSummary.',
      ],
      accessibility: [
        'Las estrellas se leen «Calificación: 4,5 de 5»; el número visible queda oculto para no repetirlo.',
        'Sin reseñas se dice en texto, no con estrellas vacías.',
      ],
    }),
  },
  args: { average: 4.5, count: 12 },
} satisfies Meta<typeof ServiceRating>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SingleReview: Story = { args: { average: 3, count: 1 } };

export const Large: Story = { args: { average: 4.8, count: 27, size: 'large' } };

export const Empty: Story = { args: { average: 0, count: 0 } };
