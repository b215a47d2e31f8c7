import type { Meta, StoryObj } from '@storybook/react-vite';
import { ServiceRating } from './ServiceRating';

const meta = {
  title: 'Catalog/ServiceRating',
  component: ServiceRating,
  args: { average: 4.5, count: 12 },
} satisfies Meta<typeof ServiceRating>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SingleReview: Story = { args: { average: 3, count: 1 } };

export const Large: Story = { args: { average: 4.8, count: 27, size: 'large' } };

export const Empty: Story = { args: { average: 0, count: 0 } };
