import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { HeroSearch } from './HeroSearch';
import { usageNotes } from '../../storybook/usage-notes';

const meta = {
  title: 'Catalog/HeroSearch',
  component: HeroSearch,
  args: { onSearch: fn() },
  parameters: {
    docs: usageNotes({
      summary:
        'La búsqueda del inicio: texto libre, provincia y localidad (habilitada al elegir provincia) y el botón Buscar, que lleva a /services con los filtros en la URL.',
      use: [
        'En el encabezado del inicio, como primera acción de la pantalla.',
        'Con loading mientras la pantalla procesa la búsqueda, para que no se envíe dos veces.',
      ],
      avoid: [
        'En /services: los filtros van en el panel lateral (o en el cajón de filtros en teléfonos), que también filtra por categoría.',
        'Para buscar dentro de una lista corta (preguntas frecuentes): usar SearchField.',
      ],
      accessibility: [
        'Es un formulario con role search nombrado "Buscar servicios"; Enter en el texto también busca.',
        'La localidad se anuncia deshabilitada hasta que hay provincia.',
        'Mientras busca, el formulario queda aria-busy y el botón dice "Buscando...".',
      ],
    }),
  },
} satisfies Meta<typeof HeroSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Prefilled: Story = {
  args: { initialValue: { q: 'jardinería', province: 'Buenos Aires', locality: 'La Plata' } },
};

export const Disabled: Story = { args: { disabled: true } };

/** The search is under way: everything waits and the button says so. */
export const Loading: Story = {
  args: {
    loading: true,
    initialValue: { q: 'electricista', province: 'Córdoba', locality: 'Villa Carlos Paz' },
  },
};
