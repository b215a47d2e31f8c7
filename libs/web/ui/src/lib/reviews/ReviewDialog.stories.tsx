import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ToastProvider } from '../toast/ToastProvider';
import { ReviewDialog } from './ReviewDialog';

const meta = {
  title: 'Reputation/ReviewDialog',
  component: ReviewDialog,
  args: {
    open: true,
    serviceTitle: 'Jardinería y poda de árboles frutales',
    onSubmit: fn(async () => undefined),
    onClose: fn(),
  },
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof ReviewDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A first review: no stars, an empty comment. */
export const Create: Story = {};

/** The user already reviewed the service: the dialog edits that review and says so. */
export const Edit: Story = {
  args: { review: { rating: 4, comment: 'Muy prolijo y puntual, volvería a contratarlo.' } },
};

/** The server refuses the review, e.g. without a completed appointment. */
export const Refused: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new Error(
        'Debes tener un servicio completado antes de poder calificarlo. El servicio debe estar en estado "Completado".',
      );
    }),
  },
};
