import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { ServiceView } from '@changas/shared/contracts';
import { favoritesStore, sessionStore } from '@changas/web/data-access';
import { ToastProvider } from '@changas/web/ui';
import { failure, ok, renderPage, stubApi, type ApiRoutes } from '@changas/web/ui/testing';
import { HomePage } from './HomePage';

const FEATURED = 'GET /api/services?limit=4';
const CATEGORIES = [
  { id: 1, name: 'Limpieza', slug: 'limpieza' },
  { id: 2, name: 'Jardinería', slug: 'jardineria' },
];

function serviceView(id: number, title: string): ServiceView {
  return {
    id,
    title,
    description: 'Trabajos prolijos y con garantía en toda la zona. '.repeat(3),
    category: 'Jardinería',
    price: 15000,
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
    zones: [{ province: 'Córdoba', locality: 'Villa Carlos Paz' }],
    image_url: '/media/categories/jardineria.svg',
    status: 'active',
    isActive: true,
    providerId: 9,
    providerName: 'Lucía Romero',
    provider: { name: 'Lucía Romero', phone: '', locality: 'Villa Carlos Paz', province: 'Córdoba' },
    average_rating: 4.8,
    ratings_count: 5,
    created_at: '2025-02-01T12:00:00.000Z',
    updated_at: '2025-02-01T12:00:00.000Z',
  };
}

const FOUR_SERVICES = ['Corte de pasto', 'Poda de árboles', 'Diseño de jardines', 'Riego automático'].map(
  (title, index) => serviceView(index + 1, title),
);
const listed = (services: ServiceView[]) =>
  ok({ services, total: services.length, total_capped: false, page: 1, limit: 4 });

function CurrentUrl() {
  const location = useLocation();
  return <output aria-label="url">{location.pathname + location.search}</output>;
}

function renderHome(routes: ApiRoutes = {}) {
  const api = stubApi({
    'GET /api/categories': ok({ categories: CATEGORIES }),
    [FEATURED]: listed(FOUR_SERVICES),
    ...routes,
  });
  // Mounted on every path, so that the whole URL the page navigates to (query string included) shows.
  renderPage(
    <ToastProvider>
      <HomePage />
      <CurrentUrl />
    </ToastProvider>,
    { path: '/*', url: '/' },
  );
  return { api, user: userEvent.setup() };
}

const featuredSection = () => screen.getByRole('region', { name: 'Servicios destacados' });

beforeEach(() => {
  localStorage.clear();
  favoritesStore.reload();
  sessionStore.clear();
});

describe('HomePage', () => {
  it('names the tab like the page the server sends, with the site name once', () => {
    renderHome();
    expect(document.title).toBe('Changas | Servicios locales en Argentina');
  });

  it('searches services by text, province and locality', async () => {
    const { user } = renderHome();
    await user.type(screen.getByRole('textbox', { name: '¿Qué servicio necesitas?' }), 'jardineria');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Provincia' }), 'Córdoba');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Localidad' }), 'Villa Carlos Paz');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByRole('status', { name: 'url' })).toHaveTextContent(
      '/services?q=jardineria&province=C%C3%B3rdoba&locality=Villa+Carlos+Paz',
    );
  });

  it('links each category to the filtered listing', async () => {
    renderHome();
    expect(await screen.findByRole('link', { name: 'Jardinería' })).toHaveAttribute(
      'href',
      '/services?category=jardineria',
    );
  });

  it('features the first 4 active services and links to all of them', async () => {
    const { api } = renderHome();
    const section = featuredSection();
    expect(within(section).getByRole('status')).toHaveTextContent('Cargando servicios...');

    const cards = await within(section).findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Corte de pasto',
      'Poda de árboles',
      'Diseño de jardines',
      'Riego automático',
    ]);
    expect(cards[0]).toHaveTextContent('Desde $ 15.000');
    expect(within(cards[0]).getByText('Líder')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Ver detalles de Corte de pasto' })).toHaveAttribute(
      'href',
      '/service/1',
    );
    expect(within(section).getByRole('link', { name: 'Ver todos los servicios' })).toHaveAttribute(
      'href',
      '/services',
    );
    expect(api.callsTo(FEATURED)).toHaveLength(1);
  });

  it('says so when no service is published yet', async () => {
    renderHome({ [FEATURED]: listed([]) });
    expect(
      await within(featuredSection()).findByText('Todavía no hay servicios publicados. ¡Vuelve pronto!'),
    ).toBeInTheDocument();
    expect(
      within(featuredSection()).getByRole('link', { name: 'Ver todos los servicios' }),
    ).toBeInTheDocument();
  });

  it('offers a retry when the featured services cannot be loaded', async () => {
    let attempts = 0;
    const { user } = renderHome({
      [FEATURED]: () =>
        ++attempts === 1
          ? failure(500, 'COMMON.INTERNAL', 'Error interno del servidor. Intenta más tarde.')
          : listed(FOUR_SERVICES.slice(0, 1)),
    });
    const alert = await within(featuredSection()).findByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron cargar los servicios destacados.');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(
      await within(featuredSection()).findByRole('article', { name: 'Corte de pasto' }),
    ).toBeInTheDocument();
  });

  it('sends anonymous users who tap a heart to log in', async () => {
    const { user } = renderHome();
    await user.click(await screen.findByRole('button', { name: 'Agregar Poda de árboles a favoritos' }));
    expect(screen.getByRole('status', { name: 'url' })).toHaveTextContent('/login');
  });

  it('saves a featured service as favourite for a logged-in user', async () => {
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
    const { api, user } = renderHome({
      'POST /api/favorites': ok({ favorite: { service_id: 2 } }, 'Servicio agregado a favoritos'),
    });
    await user.click(await screen.findByRole('button', { name: 'Agregar Poda de árboles a favoritos' }));

    expect(screen.getByRole('button', { name: 'Quitar Poda de árboles de favoritos' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST /api/favorites')).toHaveLength(1));
    expect(api.callsTo('POST /api/favorites')[0].body).toEqual({ service_id: 2 });
  });

  it('explains the four steps with the two calls to action', () => {
    renderHome();
    for (const step of ['Busca y compara', 'Conecta y contrata', 'Recibe el servicio', 'Califica']) {
      expect(screen.getByRole('heading', { name: new RegExp(step) })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Buscar Servicios' })).toHaveAttribute('href', '/services');
    expect(screen.getByRole('link', { name: 'Ofrecer Servicios' })).toHaveAttribute('href', '/login');
  });
});
