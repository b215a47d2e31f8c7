import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServiceView } from '@changas/shared/contracts';
import { sessionStore } from '@changas/web/data-access';
import { ToastProvider } from '@changas/web/ui';
import { failure, ok, renderPage, stubApi, type ApiRoutes } from '@changas/web/ui/testing';
import { MyServicesPage } from './MyServicesPage';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIzIn0.firma';
const OWNER = {
  id: 3,
  name: 'Ana Pérez',
  email: 'ana@example.com',
  phone: '',
  province: 'Córdoba',
  locality: 'Río Cuarto',
  created_at: '2025-01-01T00:00:00.000Z',
  notifications: { requests_received: true, answers: true, reminders: true },
};
const LIST = 'GET /api/my-services?limit=50';

function serviceView(overrides: Partial<ServiceView> & Pick<ServiceView, 'id' | 'title'>): ServiceView {
  return {
    description: 'Clases personalizadas para todos los niveles. '.repeat(3),
    category: 'Música',
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
    zones: [{ province: 'Córdoba', locality: 'Río Cuarto' }],
    image_url: '/media/categories/musica.svg',
    status: 'active',
    isActive: true,
    providerId: OWNER.id,
    providerName: OWNER.name,
    provider: { name: OWNER.name, phone: '', locality: 'Río Cuarto', province: 'Córdoba' },
    average_rating: 4.5,
    ratings_count: 12,
    created_at: '2025-02-01T12:00:00.000Z',
    updated_at: '2025-02-01T12:00:00.000Z',
    ...overrides,
  };
}

const GUITAR = serviceView({ id: 7, title: 'Clases de guitarra' });
const GARDEN = serviceView({
  id: 8,
  title: 'Corte de pasto',
  category: 'Jardinería',
  status: 'inactive',
  isActive: false,
  image_url: null,
});

const listed = (services: ServiceView[]) =>
  ok({ services, total: services.length, total_capped: false, page: 1, limit: 50 });

/** An API whose list follows the status changes and deletions it receives. */
function serverWith(services: ServiceView[], overrides: ApiRoutes = {}) {
  let current = [...services];
  const routes: ApiRoutes = { [LIST]: () => listed(current) };
  for (const service of services) {
    routes[`PATCH /api/services/${service.id}/status`] = ({ body }) => {
      const { status } = body as { status: ServiceView['status'] };
      const changed = { ...service, status, isActive: status === 'active' };
      current = current.map((item) => (item.id === service.id ? changed : item));
      return ok({ service: changed }, 'Estado del servicio cambiado exitosamente');
    };
    routes[`DELETE /api/services/${service.id}`] = () => {
      current = current.filter((item) => item.id !== service.id);
      return ok(null, 'Servicio eliminado exitosamente');
    };
  }
  return stubApi({ ...routes, ...overrides });
}

function setup(api: ReturnType<typeof stubApi>) {
  renderPage(
    <ToastProvider>
      <MyServicesPage />
    </ToastProvider>,
    { path: '/my-services' },
  );
  return { api, user: userEvent.setup() };
}

const button = (name: string) => screen.getByRole('button', { name });
const card = (title: string) => screen.getByRole('article', { name: title });
// Found, not got: the dialog's code loads when it first opens.
const dialog = () => screen.findByRole('alertdialog');
// While the dialog is open the page behind it is hidden from the accessibility tree.
const dialogClosed = () => waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

beforeEach(() => {
  localStorage.clear();
  sessionStore.clear();
  sessionStore.save(TOKEN, OWNER);
});

describe('MyServicesPage', () => {
  it("lists the caller's active and inactive services", async () => {
    const { api } = setup(serverWith([GUITAR, GARDEN]));
    expect(screen.getByRole('heading', { level: 1, name: 'Mis Servicios' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
    expect(screen.getByRole('link', { name: 'Publicar nuevo servicio' })).toHaveAttribute(
      'href',
      '/offer-service',
    );

    const guitar = await screen.findByRole('article', { name: 'Clases de guitarra' });
    expect(guitar).toHaveTextContent('Música');
    expect(guitar).toHaveTextContent('Activo');
    expect(guitar).toHaveTextContent('Desde $ 12.500');
    expect(guitar).toHaveTextContent('Río Cuarto, Córdoba');
    expect(guitar).toHaveTextContent('4,5 (12 reseñas)');
    expect(guitar.querySelector('img')).toHaveAttribute('src', '/media/categories/musica.svg');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(api.calls[0].authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('opens an active service', async () => {
    const { user } = setup(serverWith([GUITAR]));
    await user.click(await screen.findByRole('link', { name: 'Ver Clases de guitarra' }));
    expect(screen.getByRole('status', { name: 'Ubicación actual' })).toHaveTextContent('/service/7');
  });

  it('links an active service to its editor', async () => {
    setup(serverWith([GUITAR]));
    expect(await screen.findByRole('link', { name: 'Editar Clases de guitarra' })).toHaveAttribute(
      'href',
      '/edit-service/7',
    );
  });

  it('dims an inactive service and closes its view and edit actions', async () => {
    setup(serverWith([GARDEN]));
    const garden = await screen.findByRole('article', { name: 'Corte de pasto' });
    expect(garden).toHaveTextContent('Inactivo');
    expect(button('Ver Corte de pasto')).toBeDisabled();
    expect(button('Editar Corte de pasto')).toBeDisabled();
    expect(button('Activar Corte de pasto')).toBeEnabled();
    expect(within(garden).queryByRole('link')).not.toBeInTheDocument();
  });

  it('deactivates after confirming, sending the opposite status, and tells so', async () => {
    const { api, user } = setup(serverWith([GUITAR]));
    await user.click(await screen.findByRole('button', { name: 'Desactivar Clases de guitarra' }));
    expect(await dialog()).toHaveAccessibleName('¿Desactivar este servicio?');
    expect(await dialog()).toHaveAccessibleDescription(
      'Clases de guitarra No aparecerá en las búsquedas hasta que lo actives de nuevo.',
    );
    await user.click(within(await dialog()).getByRole('button', { name: 'Desactivar' }));

    expect(await screen.findByText('Estado del servicio cambiado exitosamente')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/services/7/status').map((call) => call.body)).toEqual([
      { status: 'inactive' },
    ]);
    await dialogClosed();
    expect(card('Clases de guitarra')).toHaveTextContent('Inactivo');
    expect(button('Activar Clases de guitarra')).toHaveFocus();
  });

  it('re-activates an inactive service', async () => {
    const { api, user } = setup(serverWith([GARDEN]));
    await user.click(await screen.findByRole('button', { name: 'Activar Corte de pasto' }));
    expect(await dialog()).toHaveAccessibleName('¿Activar este servicio?');
    await user.click(within(await dialog()).getByRole('button', { name: 'Activar' }));
    expect(await screen.findByText('Estado del servicio cambiado exitosamente')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/services/8/status')[0].body).toEqual({ status: 'active' });
    await dialogClosed();
    expect(screen.getByRole('link', { name: 'Editar Corte de pasto' })).toHaveAttribute(
      'href',
      '/edit-service/8',
    );
  });

  it('sends nothing when the question is cancelled', async () => {
    const { api, user } = setup(serverWith([GUITAR]));
    await user.click(await screen.findByRole('button', { name: 'Desactivar Clases de guitarra' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Cancelar' }));
    await dialogClosed();
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
    expect(card('Clases de guitarra')).toHaveTextContent('Activo');
  });

  it('waits while the change runs', async () => {
    const { user } = setup(
      serverWith([GUITAR], { 'PATCH /api/services/7/status': new Promise(() => undefined) }),
    );
    await user.click(await screen.findByRole('button', { name: 'Desactivar Clases de guitarra' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByRole('button', { name: 'Desactivando...' })).toBeDisabled();
    expect(within(await dialog()).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  });

  it("shows the server's reason when the status cannot change", async () => {
    const { user } = setup(
      serverWith([GUITAR], {
        'PATCH /api/services/7/status': failure(
          403,
          'CATALOG.NOT_OWNER',
          'No tienes permisos para editar este servicio.',
        ),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Desactivar Clases de guitarra' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Desactivar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cambiar estado del servicio');
    expect(alert).toHaveTextContent('No tienes permisos para editar este servicio.');
    await dialogClosed();
    expect(card('Clases de guitarra')).toHaveTextContent('Activo');
  });

  it('deletes after a warning and moves the focus to the heading', async () => {
    const { api, user } = setup(serverWith([GUITAR, GARDEN]));
    await user.click(await screen.findByRole('button', { name: 'Eliminar Clases de guitarra' }));
    expect(await dialog()).toHaveAccessibleName('¿Eliminar este servicio?');
    expect(await dialog()).toHaveAccessibleDescription(/Esta acción no se puede deshacer\.$/);
    const confirm = await dialog();
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Cancelar' })).toHaveFocus());
    await user.click(within(await dialog()).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText('Servicio eliminado exitosamente')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/services/7')).toHaveLength(1);
    await dialogClosed();
    expect(screen.queryByRole('article', { name: 'Clases de guitarra' })).not.toBeInTheDocument();
    expect(card('Corte de pasto')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Mis Servicios' })).toHaveFocus(),
    );
  });

  it('says when a service cannot be deleted', async () => {
    const { user } = setup(
      serverWith([GUITAR], {
        'DELETE /api/services/7': failure(
          500,
          'COMMON.INTERNAL',
          'Error interno del servidor. Intenta más tarde.',
        ),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Eliminar Clases de guitarra' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Eliminar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al eliminar servicio');
    expect(alert).toHaveTextContent('Error interno del servidor. Intenta más tarde.');
    await dialogClosed();
    expect(card('Clases de guitarra')).toBeInTheDocument();
    expect(button('Eliminar Clases de guitarra')).toHaveFocus();
  });

  it("lets only the service's provider delete it", async () => {
    const { user } = setup(serverWith([serviceView({ id: 9, title: 'Paseo de perros', providerId: 99 })]));
    const remove = await screen.findByRole('button', { name: 'Eliminar Paseo de perros' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription('Solo el propietario puede eliminar');
    await user.hover(remove.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Solo el propietario puede eliminar');
  });

  it('invites to publish a first service when there is none', async () => {
    setup(serverWith([]));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Aún no has publicado servicios' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Publicar mi primer servicio' })).toHaveAttribute(
      'href',
      '/offer-service',
    );
  });

  it('offers to retry when the list cannot be loaded', async () => {
    let attempts = 0;
    const { user } = setup(
      stubApi({
        [LIST]: () =>
          ++attempts === 1
            ? failure(500, 'COMMON.INTERNAL', 'Error interno del servidor. Intenta más tarde.')
            : listed([GUITAR]),
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'No se pudieron cargar tus servicios' }),
    ).toBeInTheDocument();
    expect(alert).toHaveTextContent('Error interno del servidor. Intenta más tarde.');
    await user.click(button('Reintentar'));
    expect(await screen.findByRole('article', { name: 'Clases de guitarra' })).toBeInTheDocument();
  });
});
