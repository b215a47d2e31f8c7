import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { ServiceView } from '@changas/shared/contracts';
import { favoritesStore, sessionStore } from '@changas/web/data-access';
import { ToastProvider } from '@changas/web/ui';
import { failure, ok, renderPage, stubApi, type ApiReply, type ApiRoutes } from '@changas/web/ui/testing';
import { ServicesPage } from './ServicesPage';

const CATEGORIES = [
  { id: 1, name: 'Limpieza', slug: 'limpieza' },
  { id: 3, name: 'Plomería', slug: 'plomeria' },
  { id: 18, name: 'Música', slug: 'musica' },
];

function serviceView(id: number, overrides: Partial<ServiceView> = {}): ServiceView {
  return {
    id,
    title: `Servicio ${id}`,
    description: 'Trabajos prolijos y con garantía en toda la zona. '.repeat(3),
    category: 'Plomería',
    price: 12500,
    duration_minutes: 60,
    booking_window_days: 30,
    skips_national_holidays: true,
    availability: {
      monday: ['09:00-17:00'],
      tuesday: [],
      wednesday: [],
      thursday: [],
      friday: [],
      saturday: [],
      sunday: [],
    },
    zones: [{ province: 'Mendoza', locality: 'Godoy Cruz' }],
    image_url: null,
    status: 'active',
    isActive: true,
    providerId: 40,
    providerName: 'Juan Gómez',
    provider: { name: 'Juan Gómez', phone: '', locality: 'Godoy Cruz', province: 'Mendoza' },
    average_rating: 4.5,
    ratings_count: 12,
    created_at: '2025-02-01T12:00:00.000Z',
    updated_at: '2025-02-01T12:00:00.000Z',
    ...overrides,
  };
}

/** Page `page` of a catalogue of `total` services, 9 per page; past 1,000 the API stops counting. */
function pageOf(total: number, page = 1) {
  const first = (page - 1) * 9 + 1;
  const count = Math.max(0, Math.min(9, total - first + 1));
  const services = Array.from({ length: count }, (_, index) => serviceView(first + index));
  return ok({ services, total: Math.min(total, 1000), total_capped: total > 1000, page, limit: 9 });
}

const search = (query: string) => `GET /api/services?${query}`;

/** Shows the query string the page wrote, next to the page. */
function CurrentSearch() {
  return <output aria-label="Búsqueda actual">{useLocation().search}</output>;
}

function setup(routes: ApiRoutes, url = '/services') {
  const api = stubApi({ 'GET /api/categories': ok({ categories: CATEGORIES }), ...routes });
  renderPage(
    <ToastProvider>
      <ServicesPage />
      <CurrentSearch />
    </ToastProvider>,
    { path: '/services', url },
  );
  return { api, user: userEvent.setup() };
}

const currentSearch = () => screen.getByRole('status', { name: 'Búsqueda actual' });
const resultLine = () => screen.getByRole('status', { name: '' });
const combobox = (name: string) => screen.getByRole('combobox', { name });

async function choose(user: ReturnType<typeof userEvent.setup>, select: string, option: string) {
  await user.selectOptions(combobox(select), option);
}

beforeEach(() => {
  localStorage.clear();
  favoritesStore.reload();
  sessionStore.clear();
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('ServicesPage', () => {
  it('lists the first page of active services with the result count', async () => {
    const { api } = setup({ [search('page=1&limit=9')]: pageOf(43) });
    expect(screen.getByRole('heading', { level: 1, name: 'Servicios' })).toBeInTheDocument();
    expect(await screen.findByText('Mostrando 1-9 de 43 servicios')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(9);
    expect(screen.getByRole('link', { name: 'Ver detalles de Servicio 1' })).toHaveAttribute(
      'href',
      '/service/1',
    );
    expect(api.callsTo(search('page=1&limit=9'))).toHaveLength(1);
    expect(document.title).toBe('Servicios | Changas');
  });

  it('says "más de" when the API stopped counting, and pages up to that count', async () => {
    setup({ [search('q=clases&page=1&limit=9')]: pageOf(25_000) }, '/services?q=clases');
    expect(await screen.findByText('Mostrando 1-9 de más de 1.000 servicios')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Paginación' });
    expect(within(pages).getByRole('button', { name: /página 112/i })).toBeInTheDocument();
  });

  it('reads the Spanish spelling and a category name, and writes back one spelling', async () => {
    const { api } = setup(
      { [search('category=plomeria&province=Mendoza&locality=Godoy+Cruz&page=1&limit=9')]: pageOf(3) },
      '/services?categoria=Plomer%C3%ADa&provincia=Mendoza&localidad=Godoy+Cruz',
    );
    expect(await screen.findByText('Mostrando 1-3 de 3 servicios')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Servicios de Plomería' })).toBeInTheDocument();
    expect(combobox('Categoría')).toHaveDisplayValue('Plomería');
    expect(combobox('Provincia')).toHaveDisplayValue('Mendoza');
    expect(combobox('Localidad')).toHaveDisplayValue('Godoy Cruz');
    expect(currentSearch()).toHaveTextContent('?category=plomeria&province=Mendoza&locality=Godoy+Cruz');
    expect(api.calls.filter((call) => call.path.startsWith('/api/services'))).toHaveLength(1);
  });

  it('reads the English spelling, the text and the page', async () => {
    setup(
      {
        [search('q=ca%C3%B1o&category=plomeria&province=Salta&locality=Cafayate&page=2&limit=9')]: pageOf(
          12,
          2,
        ),
      },
      '/services?q=ca%C3%B1o&category=plomeria&province=Salta&locality=Cafayate&page=2',
    );
    expect(await screen.findByText('Mostrando 10-12 de 12 servicios')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '¿Qué servicio necesitas?' })).toHaveValue('caño');
    expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('applies the text on Enter, not on every key, and keeps it in the URL', async () => {
    const { api, user } = setup({
      [search('page=1&limit=9')]: pageOf(20),
      [search('q=pintor&page=1&limit=9')]: pageOf(2),
    });
    await screen.findByText('Mostrando 1-9 de 20 servicios');
    await user.type(screen.getByRole('textbox', { name: '¿Qué servicio necesitas?' }), ' pintor ');
    expect(api.calls.filter((call) => call.path.includes('q='))).toHaveLength(0);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Mostrando 1-2 de 2 servicios')).toBeInTheDocument();
    expect(currentSearch()).toHaveTextContent('?q=pintor');
    expect(api.callsTo(search('q=pintor&page=1&limit=9'))).toHaveLength(1);
  });

  it('filters by category, province and locality, back on the first page', async () => {
    const { api, user } = setup(
      {
        [search('page=2&limit=9')]: pageOf(20, 2),
        [search('category=musica&page=1&limit=9')]: pageOf(10),
        [search('category=musica&province=C%C3%B3rdoba&page=1&limit=9')]: pageOf(4),
        [search('category=musica&province=C%C3%B3rdoba&locality=R%C3%ADo+Cuarto&page=1&limit=9')]: pageOf(1),
      },
      '/services?page=2',
    );
    await screen.findByText('Mostrando 10-18 de 20 servicios');
    await choose(user, 'Categoría', 'Música');
    expect(await screen.findByText('Mostrando 1-9 de 10 servicios')).toBeInTheDocument();
    expect(currentSearch()).toHaveTextContent('?category=musica');
    expect(screen.getByRole('heading', { level: 1, name: 'Servicios de Música' })).toBeInTheDocument();

    await choose(user, 'Provincia', 'Córdoba');
    expect(await screen.findByText('Mostrando 1-4 de 4 servicios')).toBeInTheDocument();
    await choose(user, 'Localidad', 'Río Cuarto');
    expect(await screen.findByText('Mostrando 1-1 de 1 servicio')).toBeInTheDocument();
    expect(currentSearch()).toHaveTextContent(
      '?category=musica&province=C%C3%B3rdoba&locality=R%C3%ADo+Cuarto',
    );
    expect(
      api.calls.map((call) => call.path).filter((path) => path.startsWith('/api/services')),
    ).toHaveLength(4);
  });

  it('paginates only above 9 results and asks for the next page', async () => {
    const { api, user } = setup({
      [search('page=1&limit=9')]: pageOf(43),
      [search('page=2&limit=9')]: pageOf(43, 2),
    });
    await screen.findByText('Mostrando 1-9 de 43 servicios');
    const pagination = screen.getByRole('navigation', { name: 'Paginación' });
    expect(within(pagination).getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(within(pagination).getByRole('button', { name: 'Página 5' })).toBeInTheDocument();

    await user.click(within(pagination).getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Mostrando 10-18 de 43 servicios')).toBeInTheDocument();
    expect(currentSearch()).toHaveTextContent('?page=2');
    expect(api.callsTo(search('page=2&limit=9'))).toHaveLength(1);
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('has no pagination with 9 results or fewer', async () => {
    setup({ [search('page=1&limit=9')]: pageOf(9) });
    await screen.findByText('Mostrando 1-9 de 9 servicios');
    expect(screen.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();
  });

  it('says it is loading while the services arrive', async () => {
    setup({ [search('page=1&limit=9')]: new Promise(() => undefined) });
    expect(resultLine()).toHaveTextContent('Cargando servicios...');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('explains an empty result for a category and clears the filters with a link', async () => {
    const { user } = setup(
      {
        [search('category=plomeria&province=Jujuy&page=1&limit=9')]: pageOf(0),
        [search('page=1&limit=9')]: pageOf(5),
      },
      '/services?category=plomeria&province=Jujuy',
    );
    expect(await screen.findByRole('heading', { name: 'No se encontraron servicios' })).toBeInTheDocument();
    expect(
      screen.getByText(/^No hay servicios de Plomería que coincidan con tu búsqueda\./),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Limpiar filtros' }));
    expect(await screen.findByText('Mostrando 1-5 de 5 servicios')).toBeInTheDocument();
    expect(currentSearch()).toBeEmptyDOMElement();
  });

  it('clears every filter, the typed text included', async () => {
    const { user } = setup(
      {
        [search('q=jard%C3%ADn&category=limpieza&page=1&limit=9')]: pageOf(2),
        [search('page=1&limit=9')]: pageOf(30),
      },
      '/services?q=jard%C3%ADn&category=limpieza',
    );
    await screen.findByText('Mostrando 1-2 de 2 servicios');
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(await screen.findByText('Mostrando 1-9 de 30 servicios')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '¿Qué servicio necesitas?' })).toHaveValue('');
    expect(combobox('Categoría')).not.toHaveDisplayValue('Limpieza');
    expect(screen.getByRole('button', { name: 'Limpiar filtros' })).toBeDisabled();
  });

  it('offers a retry when the services cannot be loaded', async () => {
    let attempts = 0;
    const { user } = setup({
      [search('page=1&limit=9')]: () =>
        ++attempts === 1
          ? failure(500, 'COMMON.INTERNAL', 'Error interno del servidor. Intenta más tarde.')
          : pageOf(3),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron cargar los servicios');
    expect(alert).toHaveTextContent('Error interno del servidor. Intenta más tarde.');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Mostrando 1-3 de 3 servicios')).toBeInTheDocument();
  });

  it('sends anonymous users who tap the heart to log in', async () => {
    const { user } = setup({ [search('page=1&limit=9')]: pageOf(2) });
    await user.click(await screen.findByRole('button', { name: 'Agregar Servicio 2 a favoritos' }));
    expect(screen.getByRole('status', { name: 'Ubicación actual' })).toHaveTextContent('/login');
  });

  describe('for a logged-in user', () => {
    beforeEach(() => {
      sessionStore.save('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIzIn0.firma', {
        id: 3,
        name: 'Ana Pérez',
        email: 'ana@example.com',
        phone: '',
        province: 'Córdoba',
        locality: 'Río Cuarto',
        created_at: '2025-01-01T00:00:00.000Z',
        notifications: { requests_received: true, answers: true, reminders: true },
      });
    });

    it('saves a favourite at once, before the server answers, and keeps it in localStorage', async () => {
      let answer: (reply: ApiReply) => void = () => undefined;
      const { api, user } = setup({
        [search('page=1&limit=9')]: pageOf(2),
        'POST /api/favorites': () => new Promise<ApiReply>((resolve) => (answer = resolve)),
      });
      await user.click(await screen.findByRole('button', { name: 'Agregar Servicio 2 a favoritos' }));

      expect(screen.getByRole('button', { name: 'Quitar Servicio 2 de favoritos' })).toBeInTheDocument();
      expect(JSON.parse(localStorage.getItem('favorites') ?? '[]')).toEqual([2]);
      expect(api.callsTo('POST /api/favorites')[0].body).toEqual({ service_id: 2 });
      answer(ok({ favorite: { service_id: 2 } }, 'Servicio agregado a favoritos'));
      await waitFor(() => expect(localStorage.getItem('favorites')).toBe('[2]'));
      expect(screen.getByRole('button', { name: 'Quitar Servicio 2 de favoritos' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('removes a favourite by its service id', async () => {
      favoritesStore.replace([1]);
      const { api, user } = setup({
        [search('page=1&limit=9')]: pageOf(2),
        'DELETE /api/favorites/1': ok({ favorite: { service_id: 1 } }, 'Servicio eliminado de favoritos'),
      });
      await user.click(await screen.findByRole('button', { name: 'Quitar Servicio 1 de favoritos' }));

      expect(screen.getByRole('button', { name: 'Agregar Servicio 1 a favoritos' })).toBeInTheDocument();
      await waitFor(() => expect(api.callsTo('DELETE /api/favorites/1')).toHaveLength(1));
      expect(localStorage.getItem('favorites')).toBe('[]');
    });

    it('puts the heart back and explains with a toast when the server refuses', async () => {
      const { user } = setup({
        [search('page=1&limit=9')]: pageOf(2),
        'POST /api/favorites': failure(
          500,
          'COMMON.INTERNAL',
          'Error interno del servidor. Intenta más tarde.',
        ),
      });
      await user.click(await screen.findByRole('button', { name: 'Agregar Servicio 2 a favoritos' }));

      const toast = await screen.findByRole('alert');
      expect(toast).toHaveTextContent('Error al agregar a favoritos');
      expect(toast).toHaveTextContent('Error interno del servidor. Intenta más tarde.');
      expect(screen.getByRole('button', { name: 'Agregar Servicio 2 a favoritos' })).toBeInTheDocument();
      expect(localStorage.getItem('favorites')).toBe('[]');
    });

    it('keeps the heart when the server already had the favourite (409)', async () => {
      const { user } = setup({
        [search('page=1&limit=9')]: pageOf(2),
        'POST /api/favorites': failure(
          409,
          'FAVOURITES.ALREADY_FAVORITE',
          'Este servicio ya está en tus favoritos',
        ),
      });
      await user.click(await screen.findByRole('button', { name: 'Agregar Servicio 2 a favoritos' }));

      await waitFor(() => expect(localStorage.getItem('favorites')).toBe('[2]'));
      expect(screen.getByRole('button', { name: 'Quitar Servicio 2 de favoritos' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  // Which of the sidebar and the button shows is CSS (by breakpoint): the phone-layout journey checks it.
  it('opens the filters in a drawer from the Filtros button', async () => {
    const { user } = setup({
      [search('page=1&limit=9')]: pageOf(20),
      [search('category=limpieza&page=1&limit=9')]: pageOf(4),
    });
    await screen.findByText('Mostrando 1-9 de 20 servicios');
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    // Its code loads on the first opening.
    const drawer = await screen.findByRole('dialog', { name: 'Filtros' });
    await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Categoría' }), 'Limpieza');
    await user.click(within(drawer).getByRole('button', { name: 'Ver resultados' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Mostrando 1-4 de 4 servicios')).toBeInTheDocument();
  });
});
