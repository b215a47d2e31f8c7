import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { fn } from 'storybook/test';
import { FavoriteServiceCard } from './FavoriteServiceCard';
import { favoriteService } from './FavoriteServiceCard.fixtures';

const meta = {
  title: 'Favourites/FavoriteServiceCard',
  component: FavoriteServiceCard,
  args: { service: favoriteService, onRemove: fn() },
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 360 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof FavoriteServiceCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** No reviews yet: the rating is left out rather than shown as zero. */
export const NoReviews: Story = {
  args: { service: { ...favoriteService, average_rating: 0, ratings_count: 0 } },
};

/** The provider's account is gone and the service has no zone: the fallback name, no place line. */
export const UnknownProvider: Story = {
  args: { service: { ...favoriteService, provider_name: '', zone: null } },
};
