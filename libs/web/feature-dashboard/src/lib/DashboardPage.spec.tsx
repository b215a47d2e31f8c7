import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppointmentView, DashboardResponse } from '@changas/shared/contracts';
import { sessionStore } from '@changas/web/data-access';
import { failure, ok, renderPage, stubApi, type ApiRoute } from '@changas/web/ui/testing';
import { DashboardPage } from './DashboardPage';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.firma';
const DASHBOARD = 'GET /api/dashboard';

const request = (id: number, title: string, status: AppointmentView['status']): AppointmentView => ({
  id,
  service: { id: 7, title, image_url: null },
  client_id: 1,
  provider_id: 2,
  client_name: 'Luis Gómez',
  provider: { providerName: 'Marta Giménez', providerLocality: 'Rosario', providerProvince: 'Santa Fe' },
  date: '2030-03-11',
  time_slot: '10:00',
  ends_at: '2030-03-11T14:00:00.000Z',
  status,
  notes: '',
  rejection_reason: null,
  rejectionReason: null,
  created_at: '2030-03-01T12:00:00.000Z',
  counterpart_whatsapp: null,
});

const ACTIVITY: DashboardResponse = {
  counters: {
    published_services: 2,
    requests_sent: 1,
    requests_received: 1234,
    pending_to_answer: 3,
    completed: 5,
    favorites: 0,
  },
  recent_sent: [request(9, 'Clases de guitarra', 'accepted')],
  recent_received: [
    request(8, 'Plomería general', 'pending'),
    request(7, 'Plomería general', 'rejected'),
    request(6, 'Corte de pasto', 'completed'),
  ],
};

function renderDashboard(answer: ApiRoute = ok(ACTIVITY)) {
  const api = stubApi({ [DASHBOARD]: answer });
  renderPage(<DashboardPage />, { path: '/dashboard' });
  return { api, user: userEvent.setup() };
}

const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  localStorage.clear();
  sessionStore.clear();
  sessionStore.save(TOKEN, {
    id: 1,
    name: 'María José Gómez',
    email: 'maria@example.com',
    phone: '',
    province: 'Salta',
    locality: 'Salta',
    created_at: '',
    notifications: { requests_received: true, answers: true, reminders: true },
  });
});

describe('DashboardPage', () => {
  it('greets the user by first name', () => {
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('¡Hola, María!');
  });

  it('offers the six quick actions', () => {
    renderDashboard();
    const list = within(section('Accesos rápidos')).getByRole('list');
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/services',
      '/offer-service',
      '/favorites',
      '/my-requests',
      '/my-services',
      '/received-requests',
    ]);
  });

  it("shows the user's six counters once they arrive", async () => {
    const { api } = renderDashboard();
    const activity = section('Tu actividad');
    expect(within(activity).getAllByText('Cargando...')).toHaveLength(6);

    expect(await within(activity).findByText('Servicios publicados')).toBeInTheDocument();
    expect(
      within(activity)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '2Servicios publicados',
      '1Solicitudes enviadas',
      '1.234Solicitudes recibidas',
      '3Pendientes de responder',
      '5Servicios completados',
      '0Favoritos',
    ]);
    expect(api.calls[0].authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('previews the latest sent and received requests, each linking to its list', async () => {
    renderDashboard();
    const sent = section('Últimas solicitudes enviadas');
    expect(await within(sent).findByRole('article')).toHaveTextContent('Clases de guitarra');
    expect(within(sent).getByRole('article')).toHaveTextContent('Aceptada');
    expect(within(sent).getByRole('link', { name: 'Ver todas mis solicitudes' })).toHaveAttribute(
      'href',
      '/my-requests',
    );
    const received = section('Últimas solicitudes recibidas');
    expect(
      within(received)
        .getAllByRole('article')
        .map((card) => card.textContent),
    ).toEqual([
      expect.stringContaining('Pendiente'),
      expect.stringContaining('Rechazada'),
      expect.stringContaining('Completada'),
    ]);
    expect(within(received).getAllByRole('article')[0]).toHaveTextContent('Cliente: Luis Gómez');
    expect(
      within(received).getByRole('link', { name: 'Ver todas las solicitudes recibidas' }),
    ).toHaveAttribute('href', '/received-requests');
  });

  it('says when there is no request yet', async () => {
    renderDashboard(ok({ ...ACTIVITY, recent_sent: [], recent_received: [] }));
    expect(
      await screen.findByText('Aún no has enviado solicitudes. Busca un servicio y pide tu primer turno.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Aún no has recibido solicitudes en tus servicios.')).toBeInTheDocument();
  });

  it('offers to retry when the activity cannot be loaded, keeping the shortcuts', async () => {
    let attempts = 0;
    const { user } = renderDashboard(() =>
      ++attempts === 1
        ? failure(500, 'COMMON.INTERNAL', 'Error interno del servidor. Intenta más tarde.')
        : ok(ACTIVITY),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo cargar tu actividad');
    expect(alert).toHaveTextContent('Error interno del servidor. Intenta más tarde.');
    expect(within(section('Accesos rápidos')).getAllByRole('link')).toHaveLength(6);

    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('1.234')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
