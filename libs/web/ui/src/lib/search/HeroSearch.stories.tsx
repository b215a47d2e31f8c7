import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { HeroSearch } from './HeroSearch';

const meta = {
  title: 'Catalog/HeroSearch',
  component: HeroSearch,
  args: { onSearch: fn() },
} satisfies Meta<typeof HeroSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Prefilled: Story = {
  args: { initialValue: { q: 'jardinería', province: 'Buenos Aires', locality: 'La Plata' } },
};

export const Disabled: Story = { args: { disabled: true } };
