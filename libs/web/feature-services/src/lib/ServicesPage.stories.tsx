import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  CATEGORIES_ROUTE,
  ok,
  pending,
  failure,
  sampleUser,
  usageNotes,
  type PageStoryParameters,
  phoneStory,
} from '@changas/web/ui/storybook';
import { CATALOGUE, searchRoute, searchRoutes } from './ServicesPage.fixtures';
import { ServicesPage } from './ServicesPage';

/** A logged-in visitor's hearts are saved on the server: the stubbed API takes them. */
const FAVORITE_ROUTES = {
  'POST /api/favorites': ok({ favorite: {} }, 'Servicio agregado a favoritos'),
  ...Object.fromEntries(
    CATALOGUE.map(({ id }) => [
      `DELETE /api/favorites/${id}`,
      ok({ favorite: {} }, 'Servicio eliminado de favoritos'),
    ]),
  ),
};

const page = (parameters: PageStoryParameters) => parameters;

const meta = {
  title: 'Páginas/Resultados de búsqueda',
  id: 'paginas-resultados-de-busqueda',
  component: ServicesPage,
  // Each story installs its own fetch: several on one docs page would share it.
  tags: ['!autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: usageNotes({
      summary:
        'La pantalla /services real (ServicesPage de feature-services) con la API simulada: filtros a la izquierda (un panel lateral en el teléfono), la cantidad de resultados, la grilla de ServiceCard de a 9 y la paginación.',
      use: [
        'Para revisar cómo conviven los filtros, el conteo y las tarjetas antes de cambiar ServiceCard, ServiceCardGrid, ResultsPagination o EmptyState.',
        'Para proponer cambios de la búsqueda (un filtro nuevo, otro orden, otro estado vacío) sobre la pantalla que usa la aplicación.',
        'Para comparar sus estados: cargando, sin resultados, error con «Reintentar», filtrada por categoría y teléfono.',
      ],
      avoid: [
        'Para mostrar servicios dentro de otra pantalla (por ejemplo, los destacados del inicio), usar ServiceCardGrid.',
        'Para revisar una tarjeta suelta y sus variantes, ir a la historia de ServiceCard.',
      ],
      accessibility: [
        'Títulos en orden: h1 «Servicios» (o «Servicios de …» con una categoría), h2 «Resultados» oculto y h3 en cada tarjeta.',
        'El conteo y «Cargando servicios...» están en una región de estado que se anuncia sin mover el foco.',
        'En el teléfono los filtros se abren en un diálogo con nombre («Filtros»); la paginación es una navegación con nombre.',
      ],
    }),
  },
} satisfies Meta<typeof ServicesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** First page of 23 services for a logged-in visitor: 'Mostrando 1-9 de 23 servicios'. */
export const Default: Story = {
  parameters: page({
    route: '/services',
    session: sampleUser,
    api: { ...CATEGORIES_ROUTE, ...searchRoutes(CATALOGUE), ...FAVORITE_ROUTES },
  }),
};

/** The list is on its way (the answer never comes): 'Cargando servicios...' and nine skeleton cards. */
export const Loading: Story = {
  parameters: page({ route: '/services', api: { ...CATEGORIES_ROUTE, [searchRoute()]: pending() } }),
};

/** Nothing matches the filters: the category's message and a way to clear them. */
export const Empty: Story = {
  parameters: page({
    route: '/services?category=jardineria&province=Salta',
    api: {
      ...CATEGORIES_ROUTE,
      ...searchRoutes([], 'category=jardineria&province=Salta'),
      ...searchRoutes(CATALOGUE),
    },
  }),
};

/** The list could not be fetched: the reason, 'Reintentar' and a way to clear the filters. */
export const Error: Story = {
  parameters: page({
    route: '/services?q=pintura',
    api: {
      ...CATEGORIES_ROUTE,
      [searchRoute('q=pintura')]: failure(
        500,
        'COMMON.INTERNAL',
        'Error interno del servidor. Intenta más tarde.',
      ),
      ...searchRoutes(CATALOGUE),
    },
  }),
};

/** A category from the home page's grid: its name in the title, a single page without pagination. */
export const FilteredByCategory: Story = {
  parameters: page({
    route: '/services?category=limpieza',
    api: {
      ...CATEGORIES_ROUTE,
      ...searchRoutes(
        CATALOGUE.filter((service) => service.category === 'Limpieza'),
        'category=limpieza',
      ),
      ...searchRoutes(CATALOGUE),
    },
  }),
};

/** On a phone the filters move into a side panel behind the 'Filtros' button. */
export const Mobile: Story = {
  parameters: Default.parameters,
  ...phoneStory,
  tags: ['phone', '!autodocs'],
};
