import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FavoriteButton } from './FavoriteButton';

const meta = {
  title: 'Favourites/FavoriteButton',
  component: FavoriteButton,
  args: { title: 'Clases de guitarra', favorite: false, onToggle: fn() },
} satisfies Meta<typeof FavoriteButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotSaved: Story = {};

export const Saved: Story = { args: { favorite: true } };
