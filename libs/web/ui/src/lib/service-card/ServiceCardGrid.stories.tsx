import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ServiceCardGrid } from './ServiceCardGrid';
import { sampleServices } from './ServiceCard.fixtures';

const meta = {
  title: 'Catalog/ServiceCardGrid',
  component: ServiceCardGrid,
  args: { services: sampleServices(6) },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ServiceCardGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const FourColumns: Story = { args: { services: sampleServices(4), columns: 4 } };

export const WithFavorites: Story = {
  args: { onToggleFavorite: fn(), favoriteIds: new Set([2]) },
};

export const Loading: Story = {
  args: { loading: true, skeletons: 3, loadingLabel: 'Cargando servicios...' },
};
