import type { Meta, StoryObj } from '@storybook/react-vite';
import { usageNotes } from '../storybook/usage-notes';
import { CATALOGUE, VISITOR } from './page-fixtures';
import { SearchResultsPage } from './SearchResultsPage';

const meta = {
  title: 'Páginas/Resultados de búsqueda',
  id: 'paginas-resultados-de-busqueda',
  component: SearchResultsPage,
  args: { catalogue: CATALOGUE },
  parameters: {
    layout: 'fullscreen',
    route: '/services',
    docs: usageNotes({
      summary:
        'La pantalla /services armada con los componentes de la biblioteca y datos de ejemplo: filtros a la izquierda (un panel lateral en el teléfono), la cantidad de resultados, la grilla de ServiceCard de a 9 y la paginación.',
      use: [
        'Para revisar cómo conviven los filtros, el conteo y las tarjetas antes de cambiar cualquiera de esas piezas.',
        'Para proponer cambios de la búsqueda (un filtro nuevo, otro orden, otro estado vacío) sobre la pantalla completa y no sobre una pieza suelta.',
        'Para comparar los estados de la pantalla: cargando, sin resultados, error y teléfono.',
      ],
      avoid: [
        'No es un componente para importar en una pantalla: la pantalla real es ServicesPage de feature-services, que trae los datos del servidor.',
        'Para mostrar servicios dentro de otra pantalla (por ejemplo, los destacados del inicio), usar ServiceCardGrid directamente.',
      ],
      accessibility: [
        'Hitos: encabezado (banner), main, el panel de filtros como búsqueda (search) y el pie (contentinfo); la paginación es una navegación con nombre.',
        'Títulos en orden: h1 con el nombre de la pantalla, h2 «Filtros» y «Resultados» (oculto), h3 en cada tarjeta.',
        'El conteo y «Cargando servicios...» están en una región de estado que se anuncia sin mover el foco; el orden de tabulación recorre filtros, tarjetas y paginación.',
      ],
    }),
  },
} satisfies Meta<typeof SearchResultsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** First page of 23 services, for a logged-in visitor. */
export const Default: Story = { args: { userName: VISITOR.name } };

/** The list is on its way: spinner with 'Cargando servicios...' and nine skeleton cards. */
export const Loading: Story = { args: { status: 'loading' } };

/** Nothing matches the filters: the category's message and a way to clear them. */
export const Empty: Story = {
  args: { filters: { q: '', category: 'jardineria', province: 'Salta', locality: '' } },
};

/** The list could not be fetched: the reason, a retry and a way to clear the filters. */
export const Error: Story = {
  args: { status: 'error', filters: { q: 'pintura', category: '', province: '', locality: '' } },
};

/** A category from the home page's grid: its name in the title, a single page without pagination. */
export const FilteredByCategory: Story = {
  args: { filters: { q: '', category: 'limpieza', province: '', locality: '' } },
};

/** The last page: 'Mostrando 19-23 de 23 servicios'. */
export const LastPage: Story = { args: { page: 3 } };

/** On a phone the filters move into a side panel behind the 'Filtros' button. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** The phone's filters drawer, open: the same panel and 'Ver resultados'. */
export const MobileFilters: Story = {
  args: { filtersOpen: true, filters: { q: '', category: 'plomeria', province: '', locality: '' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
