import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { ServiceReviewsResponse, ServiceView } from '@changas/shared/contracts';
import { favoritesStore, sessionStore } from '@changas/web/data-access';
import { ToastProvider } from '@changas/web/ui';
import { failure, ok, renderPage, stubApi, type ApiAnswer, type ApiRoutes } from '@changas/web/ui/testing';
import { ServiceDetailPage } from './ServiceDetailPage';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI1In0.firma';
const OWNER = {
  id: 5,
  name: 'Ana Pérez',
  email: 'ana@example.com',
  phone: '',
  province: 'Córdoba',
  locality: 'Río Cuarto',
  created_at: '2025-01-01T00:00:00.000Z',
  notifications: { requests_received: true, answers: true, reminders: true },
};
const CLIENT = { ...OWNER, id: 9, name: 'Luis Gómez', email: 'luis@example.com' };

const SERVICE: ServiceView = {
  id: 7,
  title: 'Clases de guitarra',
  description: 'Clases de guitarra criolla y eléctrica para todas las edades, en tu casa o en la mía.',
  category: 'Música',
  price: 12500,
  duration_minutes: 60,
  booking_window_days: 30,
  skips_national_holidays: true,
  availability: {
    monday: ['09:00-13:00', '15:00-19:00'],
    tuesday: [],
    wednesday: ['10:00-12:00'],
    thursday: [],
    friday: [],
    saturday: ['09:00-12:00'],
    sunday: [],
  },
  zones: [
    { province: 'Córdoba', locality: 'Río Cuarto' },
    { province: 'Córdoba', locality: 'Córdoba', neighborhood: 'Nueva Córdoba' },
  ],
  image_url: 'https://example.com/guitarra.jpg',
  status: 'active',
  isActive: true,
  providerId: 5,
  providerName: 'Ana Pérez',
  provider: { name: 'Ana Pérez', phone: '', locality: 'Río Cuarto', province: 'Córdoba' },
  average_rating: 4.5,
  ratings_count: 12,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-02T00:00:00.000Z',
};

const NEW_SERVICE: ServiceView = { ...SERVICE, image_url: null, average_rating: 0, ratings_count: 0 };

/** Shows where the login link went and the `from` it carries. */
function LoginProbe() {
  const { pathname, state } = useLocation();
  const from = (state as { from?: { pathname: string } } | null)?.from;
  return <output aria-label="Inicio de sesión">{`${pathname} desde ${from?.pathname}`}</output>;
}

/** The reviews tab's answer for SERVICE: its 12 reviews summed up, none by the viewer, who cannot review. */
const REVIEWS: ServiceReviewsResponse = {
  reviews: [],
  user_review: null,
  average_rating: 4.5,
  total_reviews: 12,
  rating_distribution: { 1: 0, 2: 1, 3: 1, 4: 2, 5: 8 },
  can_review: false,
};

function setup(answer: ApiAnswer | ApiAnswer[], url = '/service/7', routes: ApiRoutes = {}) {
  const answers = Array.isArray(answer) ? [...answer] : [answer];
  const api = stubApi({
    'GET /api/services/7': () => answers.shift() ?? answers.at(-1) ?? ok(null),
    'GET /api/services/7/reviews': ok(REVIEWS),
    ...routes,
  });
  renderPage(
    <ToastProvider>
      <Routes>
        <Route path="/service/:id" element={<ServiceDetailPage />} />
        <Route path="/services/:id" element={<ServiceDetailPage />} />
        <Route path="/login" element={<LoginProbe />} />
      </Routes>
    </ToastProvider>,
    { path: '/*', url },
  );
  return { api, user: userEvent.setup() };
}

const title = () => screen.findByRole('heading', { level: 1, name: 'Clases de guitarra' });
const tab = (name: string) => screen.getByRole('tab', { name });

beforeEach(() => {
  localStorage.clear();
  favoritesStore.reload();
  sessionStore.clear();
  document.title = 'Changas';
});

describe('ServiceDetailPage', () => {
  it('shows the service to its owner with the edit button and the public-view note', async () => {
    sessionStore.save(TOKEN, OWNER);
    const { api } = setup(ok({ service: SERVICE }));
    expect(screen.getByText('Cargando...')).toBeInTheDocument();
    await title();

    expect(document.title).toBe('Clases de guitarra | Changas');
    expect(api.calls).toEqual([
      expect.objectContaining({ path: '/api/services/7', authorization: `Bearer ${TOKEN}` }),
    ]);
    expect(screen.getByText('Música')).toBeInTheDocument();
    expect(screen.getByText('Líder')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Calificación: 4,5 de 5' })).toBeInTheDocument();
    expect(screen.getByText('(12 reseñas)')).toBeInTheDocument();
    const zones = screen.getByRole('list', { name: 'Zonas de cobertura' });
    expect(
      within(zones)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Río Cuarto, Córdoba', 'Nueva Córdoba, Córdoba, Córdoba']);
    expect(screen.getByText('Desde $ 12.500')).toBeInTheDocument();
    expect(screen.getByText('Duración: 60 minutos')).toBeInTheDocument();
    const provider = screen.getByRole('region', { name: 'Proveedor' });
    expect(provider).toHaveTextContent('Ana Pérez');
    expect(provider).toHaveTextContent('Río Cuarto, Córdoba');
    expect(within(provider).getByRole('link', { name: 'Ver perfil del proveedor' })).toHaveAttribute(
      'href',
      '/provider/5',
    );
    expect(document.querySelector('img')).toHaveAttribute('src', 'https://example.com/guitarra.jpg');

    expect(screen.getByRole('alert')).toHaveTextContent('Estás viendo la vista pública de tu servicio.');
    expect(screen.getByRole('link', { name: 'Editar Servicio' })).toHaveAttribute('href', '/edit-service/7');
    expect(screen.queryByRole('link', { name: 'Iniciar Sesión para Solicitar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /favorit/i })).not.toBeInTheDocument();
  });

  it('marks an inactive service, which only its owner can load, and offers no edit (as /my-services)', async () => {
    sessionStore.save(TOKEN, OWNER);
    setup(ok({ service: { ...SERVICE, status: 'inactive', isActive: false } }));
    await title();
    expect(screen.getByText('Inactivo')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar Servicio' })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Este servicio está inactivo: no aparece en las búsquedas y no se puede editar. Actívalo desde Mis Servicios.',
    );
    expect(screen.getByRole('link', { name: 'Ir a Mis Servicios' })).toHaveAttribute('href', '/my-services');
  });

  it('sends an anonymous visitor to log in and back to this service', async () => {
    const { api, user } = setup(ok({ service: NEW_SERVICE }));
    await title();
    expect(api.calls[0].authorization).toBeUndefined();
    expect(screen.getByText('Sin reseñas todavía')).toBeInTheDocument();
    expect(document.querySelector('img')).not.toBeInTheDocument();
    expect(screen.queryByText('Líder')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar Servicio' })).not.toBeInTheDocument();
    expect(screen.queryByText('Estás viendo la vista pública de tu servicio.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Iniciar Sesión para Solicitar' }));
    expect(screen.getByRole('status', { name: 'Inicio de sesión' })).toHaveTextContent(
      '/login desde /service/7',
    );
  });

  it('offers a logged-in client the request, no owner or login action, and invites to hire before reviewing', async () => {
    sessionStore.save(TOKEN, CLIENT);
    const { user } = setup(ok({ service: SERVICE }));
    await title();
    expect(screen.getByRole('button', { name: 'Solicitar servicio' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar Servicio' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Iniciar Sesión para Solicitar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(tab('Reseñas'));
    const panel = screen.getByRole('tabpanel', { name: 'Reseñas' });
    expect(await within(panel).findByRole('img', { name: 'Calificación: 4,5 de 5' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('(12 reseñas)');
    expect(panel).toHaveTextContent('Contrata este servicio para poder dejar tu reseña');
  });

  it('sends an anonymous visitor who taps the heart to log in', async () => {
    const { user } = setup(ok({ service: SERVICE }));
    await title();
    await user.click(screen.getByRole('button', { name: 'Agregar Clases de guitarra a favoritos' }));
    expect(screen.getByRole('status', { name: 'Inicio de sesión' })).toHaveTextContent(
      '/login desde /service/7',
    );
  });

  it('lets a client remove a favourite, and puts it back with a toast when the server refuses', async () => {
    sessionStore.save(TOKEN, CLIENT);
    favoritesStore.replace([7]);
    const { api, user } = setup(ok({ service: SERVICE }), '/service/7', {
      'DELETE /api/favorites/7': 'network-error',
    });
    await title();
    await user.click(screen.getByRole('button', { name: 'Quitar Clases de guitarra de favoritos' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error al eliminar de favoritos');
    expect(toast).toHaveTextContent('No se pudo conectar al servidor. Verifica tu conexión a internet.');
    expect(
      screen.getByRole('button', { name: 'Quitar Clases de guitarra de favoritos' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('favorites')).toBe('[7]');
    expect(api.callsTo('DELETE /api/favorites/7')).toHaveLength(1);
  });

  it('switches between description, availability and reviews with the mouse and the keyboard', async () => {
    const { user } = setup(ok({ service: SERVICE }), '/services/7');
    await title();
    expect(screen.getByRole('tablist', { name: 'Información del servicio' })).toBeInTheDocument();
    expect(tab('Descripción')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Descripción' })).toHaveTextContent(SERVICE.description);

    await user.click(tab('Disponibilidad'));
    const panel = screen.getByRole('tabpanel', { name: 'Disponibilidad' });
    expect(screen.queryByRole('tabpanel', { name: 'Descripción' })).not.toBeInTheDocument();
    const rows = within(panel).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Lunes09:00-13:0015:00-19:00',
      'MartesNo disponible',
      'Miércoles10:00-12:00',
      'JuevesNo disponible',
      'ViernesNo disponible',
      'Sábado09:00-12:00',
      'DomingoNo disponible',
    ]);
    expect(panel).toHaveTextContent('Turnos de 60 minutos');
    expect(panel).toHaveTextContent('Reservas hasta 30 días');

    await user.keyboard('{ArrowRight}');
    expect(tab('Reseñas')).toHaveFocus();
    expect(tab('Reseñas')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('(12 reseñas)', { selector: 'p' })).toBeInTheDocument();
    // Anonymous visitors are not asked to hire before reviewing.
    expect(screen.queryByText('Contrata este servicio para poder dejar tu reseña')).not.toBeInTheDocument();
  });

  it('falls back to the category pictogram when there is no image or it fails to load', async () => {
    setup(ok({ service: SERVICE }));
    await title();
    fireEvent.error(document.querySelector('img') as HTMLImageElement);
    expect(document.querySelector('img')).not.toBeInTheDocument();
  });

  it('says the service was not found and links back to the services', async () => {
    setup(failure(404, 'CATALOG.SERVICE_NOT_FOUND', 'Servicio no encontrado.'));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Servicio no encontrado.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Detalle del servicio' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos los servicios' })).toHaveAttribute(
      'href',
      '/services',
    );
    expect(document.title).toBe('Servicio no encontrado. | Changas');
  });

  it('rejects an id that is not a number without calling the API', async () => {
    const { api } = setup(ok({ service: SERVICE }), '/service/abc');
    expect(screen.getByRole('alert')).toHaveTextContent('ID de servicio no válido');
    expect(screen.getByRole('heading', { level: 1, name: 'ID de servicio no válido' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos los servicios' })).toHaveAttribute(
      'href',
      '/services',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls).toHaveLength(0);
  });

  it('offers a retry when the service cannot be loaded', async () => {
    const { api, user } = setup([
      failure(500, 'COMMON.INTERNAL', 'Error interno del servidor. Intenta más tarde.'),
      ok({ service: SERVICE }),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar el servicio');
    expect(alert).toHaveTextContent('Error interno del servidor. Intenta más tarde.');

    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await title();
    await waitFor(() => expect(api.calls).toHaveLength(2));
  });
});
