import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReviewSummary } from './ReviewSummary';

const meta = {
  title: 'Reputation/ReviewSummary',
  component: ReviewSummary,
  args: { average: 4.3, count: 12, distribution: { 1: 0, 2: 1, 3: 1, 4: 3, 5: 7 } },
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
