import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CategoryGrid } from './CategoryGrid';

const names = [
  'Limpieza',
  'Jardinería',
  'Plomería',
  'Electricidad',
  'Carpintería',
  'Pintura',
  'Mecánica',
  'Tecnología',
  'Educación',
  'Otros',
];
const slugs = [
  'limpieza',
  'jardineria',
  'plomeria',
  'electricidad',
  'carpinteria',
  'pintura',
  'mecanica',
  'tecnologia',
  'educacion',
  'otros',
];

const meta = {
  title: 'Catalog/CategoryGrid',
  component: CategoryGrid,
  args: {
    categories: names.map((name, index) => ({ id: index + 1, name, slug: slugs[index] })),
    hrefFor: (category) => `/services?category=${category.slug}`,
  },
} satisfies Meta<typeof CategoryGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = { args: { categories: [] } };

export const Error: Story = { args: { error: 'No se pudieron cargar las categorías.', onRetry: fn() } };
