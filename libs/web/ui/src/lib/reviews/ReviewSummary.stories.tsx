import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReviewSummary } from './ReviewSummary';
import { usageNotes } from '../../storybook/usage-notes';

const meta = {
  title: 'Reputation/ReviewSummary',
  component: ReviewSummary,
  args: { average: 4.3, count: 12, distribution: { 1: 0, 2: 1, 3: 1, 4: 3, 5: 7 } },
  parameters: {
    docs: usageNotes({
      summary:
        'El resumen de las reseñas de un servicio: el promedio con un decimal, sus estrellas, la cantidad de reseñas y una barra por cantidad de estrellas, de 5 a 1.',
      use: ['Arriba de la pestaña Reseñas del detalle de un servicio.'],
      avoid: [
        'En tarjetas y listas: usar ServiceRating, más compacto.',
        'Para una sola reseña: usar ReviewCard.',
      ],
      accessibility: [
        'El número grande es decorativo: las estrellas llevan el texto "Calificación: n de 5".',
        'La distribución es una lista y cada barra tiene nombre ("5 estrellas") y la cantidad al lado como texto.',
        'Sin reseñas dice "Sin reseñas todavía" en vez de mostrar un cero.',
      ],
    }),
  },
} satisfies Meta<typeof ReviewSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SingleReview: Story = {
  args: { average: 3, count: 1, distribution: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 0 } },
};

export const Empty: Story = {
  args: { average: 0, count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
};
