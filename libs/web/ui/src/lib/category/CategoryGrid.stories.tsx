import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CategoryGrid } from './CategoryGrid';
import { usageNotes } from '../../storybook/usage-notes';

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
  parameters: {
    docs: usageNotes({
      summary:
        'La grilla de categorías de la home: cada categoría es una tarjeta con su ícono y su nombre que lleva al listado filtrado.',
      use: [
        'En la home, en la sección de categorías, para entrar a /services ya filtrado por una categoría.',
        'Con sus estados propios: esqueletos mientras carga, un texto cuando no hay categorías y una alerta con «Reintentar» si la carga falla.',
      ],
      avoid: [
        'Para filtrar dentro de /services: usar el filtro de categoría del panel de filtros.',
        'Para mostrar un solo ícono de categoría (en una tarjeta o en el detalle): usar CategoryIcon.',
      ],
      accessibility: [
        'Es una lista de enlaces: cada tarjeta es un solo enlace cuyo nombre es el de la categoría; el ícono es decorativo.',
        'Mientras carga expone un role="status" llamado «Cargando categorías»; el error es un role="alert" con el botón «Reintentar» alcanzable con el teclado.',
      ],
    }),
  },
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
