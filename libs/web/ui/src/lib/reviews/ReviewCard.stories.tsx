import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import { ReviewCard } from './ReviewCard';
import { sampleReview } from './review-fixtures';
import { usageNotes } from '../../storybook/usage-notes';

const meta = {
  title: 'Reputation/ReviewCard',
  component: ReviewCard,
  args: { review: sampleReview() },
  parameters: {
    docs: usageNotes({
      summary:
        'Una reseña de un servicio: la inicial y el nombre de quien la escribió, la fecha, las estrellas y el comentario, siempre como texto plano.',
      use: [
        'En la pestaña Reseñas del detalle de un servicio, hasta 3 de otras personas.',
        'Con heading "Tu reseña" y acciones Editar y Eliminar para la reseña propia, separada de las demás.',
      ],
      avoid: [
        'Para el promedio y la distribución: usar ReviewSummary.',
        'Para escribir o editar una reseña: usar ReviewDialog.',
      ],
      accessibility: [
        'Es un article nombrado "Reseña de <nombre>"; la inicial es decorativa.',
        'Las estrellas se leen "n de 5 estrellas"; el comentario nunca se interpreta como HTML.',
      ],
    }),
  },
} satisfies Meta<typeof ReviewCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The user's own review, apart from the others, with its actions. */
export const Own: Story = {
  args: {
    review: sampleReview({ rating: 4, user_name: 'Usuario Demo' }),
    heading: 'Tu reseña',
    actions: (
      <>
        <Button>Editar</Button>
        <Button color="error">Eliminar</Button>
      </>
    ),
  },
};

/** Markup in a comment is text, never HTML. */
export const WithMarkup: Story = {
  args: { review: sampleReview({ rating: 1, comment: '<script>alert("hola")</script> no vino nunca.' }) },
};
