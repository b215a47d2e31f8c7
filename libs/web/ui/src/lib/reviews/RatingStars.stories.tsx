import type { Meta, StoryObj } from '@storybook/react-vite';
import { RatingStars } from './RatingStars';
import { usageNotes } from '../../storybook/usage-notes';

const meta = {
  title: 'Reputation/RatingStars',
  component: RatingStars,
  args: { value: 4.5, label: 'Calificación: 4,5 de 5' },
  parameters: {
    docs: usageNotes({
      summary:
        'Cinco estrellas de solo lectura, llenas hasta el valor con precisión de décimas (4,3 llena tres estrellas y un 30 % de la cuarta).',
      use: ['Dentro de ServiceRating, ReviewSummary y ReviewCard: en tarjetas y listas, donde se repiten.'],
      avoid: ['Para calificar: usar el Rating de MUI, como ReviewDialog.'],
      accessibility: [
        'Es una imagen con el texto de label («Calificación: 4,5 de 5»); las estrellas dibujadas quedan ocultas.',
      ],
    }),
  },
} satisfies Meta<typeof RatingStars>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tenths: Story = { args: { value: 4.3, label: 'Calificación: 4,3 de 5' } };

export const Small: Story = { args: { value: 3, label: '3 de 5 estrellas', size: 'small' } };

export const Large: Story = { args: { value: 4.8, label: 'Calificación: 4,8 de 5', size: 'large' } };

export const Empty: Story = { args: { value: 0, label: 'Calificación: 0,0 de 5' } };
