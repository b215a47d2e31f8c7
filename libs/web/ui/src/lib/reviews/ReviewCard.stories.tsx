import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import { ReviewCard } from './ReviewCard';
import { sampleReview } from './review-fixtures';

const meta = {
  title: 'Reputation/ReviewCard',
  component: ReviewCard,
  args: { review: sampleReview() },
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
