import { screen, waitFor, within } from '@testing-library/react';
import { failure, ok, stubApi, type ApiRoutes } from '@changas/web/ui/testing';
import { ReceivedRequestsPage } from './ReceivedRequestsPage';
import {
  appointment,
  appointmentsServer,
  deferred,
  listed,
  logIn,
  renderRequestsPage,
} from './testing/requests-test-kit';

const LIST = 'GET /api/received-appointments?page=1&limit=50';
const GARDEN_LIST = 'GET /api/received-appointments?page=1&limit=50&service_id=8';
const MY_SERVICES = 'GET /api/my-services?limit=50';

const PENDING = appointment(4, { notes: 'Tengo el repuesto.' });
const ACCEPTED_AHEAD = appointment(3, { status: 'accepted', client_name: 'Sofía Díaz' });
const ACCEPTED_OVER = appointment(2, { status: 'accepted', inDays: -1, client_name: 'Raúl Sosa' });
const GARDEN = appointment(1, {
  service: { id: 8, title: 'Corte de pasto', image_url: null },
  client_name: 'Eva Ruiz',
});
const ALL = [PENDING, ACCEPTED_AHEAD, ACCEPTED_OVER, GARDEN];

const myServices = ok({
  services: [
    { id: 8, title: 'Corte de pasto' },
    { id: 7, title: 'Plomería general' },
  ],
  total: 2,
  page: 1,
  limit: 50,
});

function setup(list = ALL, overrides: ApiRoutes = {}) {
  const api = appointmentsServer(LIST, list, { [MY_SERVICES]: myServices, ...overrides });
  return { api, user: renderRequestsPage(<ReceivedRequestsPage />, '/received-requests') };
}

const card = (client: string) =>
  screen
    .getAllByRole('article')
    .find((article) => article.textContent?.includes(`Cliente: ${client}`)) as HTMLElement;
const column = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

beforeEach(logIn);

describe('ReceivedRequestsPage', () => {
  it("shows the requests to the provider's services with the answers each one allows", async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Solicitudes recibidas' })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    expect(screen.getByRole('combobox', { name: 'Servicio' })).toHaveDisplayValue('Todos los servicios');

    const pending = card('Luis Gómez');
    expect(pending).toHaveTextContent('Mensaje: “Tengo el repuesto.”');
    expect(within(pending).getByRole('button', { name: 'Aceptar' })).toBeEnabled();
    expect(within(pending).getByRole('button', { name: 'Rechazar' })).toBeEnabled();

    const ahead = card('Sofía Díaz');
    expect(ahead).toHaveTextContent('Podrás marcar el servicio como completado cuando termine el turno');
    expect(within(ahead).queryByRole('button', { name: 'Marcar como completado' })).not.toBeInTheDocument();
    expect(within(card('Raúl Sosa')).getByRole('button', { name: 'Marcar como completado' })).toBeEnabled();
  });

  it('shows one service at a time', async () => {
    const { api, user } = setup(ALL, { [GARDEN_LIST]: listed([GARDEN]) });
    await screen.findAllByRole('article');
    const service = screen.getByRole('combobox', { name: 'Servicio' });
    const options = within(service)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Todos los servicios', 'Corte de pasto', 'Plomería general']);
    await user.selectOptions(service, 'Corte de pasto');

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(card('Eva Ruiz')).toHaveTextContent('Corte de pasto');
    expect(api.callsTo(GARDEN_LIST)).toHaveLength(1);
    expect(service).toHaveDisplayValue('Corte de pasto');
  });

  it('says when the chosen service has no request', async () => {
    const { user } = setup(ALL, { [GARDEN_LIST]: listed([]) });
    await screen.findAllByRole('article');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Servicio' }), 'Corte de pasto');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Este servicio todavía no tiene solicitudes' }),
    ).toBeInTheDocument();
  });

  it('accepts at once and says so when the server agrees', async () => {
    const answer = deferred<ReturnType<typeof ok>>();
    const { api, user } = setup(ALL, { 'PUT /api/appointments/4/status': answer.promise });
    await screen.findAllByRole('article');
    await user.click(within(card('Luis Gómez')).getByRole('button', { name: 'Aceptar' }));

    await waitFor(() => expect(within(column('Aceptadas')).getAllByRole('article')).toHaveLength(3));
    expect(card('Luis Gómez')).toHaveTextContent('Aceptada');
    expect(card('Luis Gómez')).toHaveAttribute('aria-busy', 'true');
    answer.release(ok({ appointment: { ...PENDING, status: 'accepted' } }));
    expect(await screen.findByText('Solicitud aceptada correctamente')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/appointments/4/status')[0].body).toEqual({ status: 'accepted' });
  });

  it('shows the request as it was, and why, when the answer is refused', async () => {
    const { user } = setup(ALL, {
      'PUT /api/appointments/4/status': failure(
        409,
        'SCHEDULING.APPOINTMENT_CHANGED',
        'El turno cambió mientras lo modificabas. Actualiza la página e intenta nuevamente.',
      ),
    });
    await screen.findAllByRole('article');
    await user.click(within(card('Luis Gómez')).getByRole('button', { name: 'Aceptar' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo aceptar la solicitud');
    expect(alert).toHaveTextContent('El turno cambió mientras lo modificabas.');
    await waitFor(() => expect(card('Luis Gómez')).toHaveTextContent('Pendiente'));
    expect(within(card('Luis Gómez')).getByRole('button', { name: 'Aceptar' })).toBeEnabled();
  });

  it('rejects only with a reason, which the request then shows', async () => {
    const { api, user } = setup();
    await screen.findAllByRole('article');
    await user.click(within(card('Luis Gómez')).getByRole('button', { name: 'Rechazar' }));
    const dialog = screen.getByRole('dialog', { name: 'Rechazar solicitud' });
    expect(dialog).toHaveAccessibleDescription(/^Plomería general.*Luis Gómez$/);
    const reason = within(dialog).getByRole('textbox', { name: 'Motivo del rechazo' });
    await waitFor(() => expect(reason).toHaveFocus());

    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(dialog).toHaveTextContent('Debes indicar el motivo del rechazo');
    expect(api.callsTo('PUT /api/appointments/4/status')).toHaveLength(0);

    await user.type(reason, 'Ese día estoy de viaje ');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('Solicitud rechazada correctamente')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/appointments/4/status')[0].body).toEqual({
      status: 'rejected',
      rejection_reason: 'Ese día estoy de viaje',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(card('Luis Gómez')).toHaveTextContent('Motivo del rechazo: Ese día estoy de viaje');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Solicitudes recibidas' })).toHaveFocus(),
    );
  });

  it('sends nothing when the rejection is dismissed', async () => {
    const { api, user } = setup();
    await screen.findAllByRole('article');
    await user.click(within(card('Luis Gómez')).getByRole('button', { name: 'Rechazar' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
    expect(card('Luis Gómez')).toHaveTextContent('Pendiente');
  });

  it('marks an ended service as completed', async () => {
    const { api, user } = setup();
    await screen.findAllByRole('article');
    await user.click(within(card('Raúl Sosa')).getByRole('button', { name: 'Marcar como completado' }));
    expect(await screen.findByText('Servicio marcado como completado exitosamente')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/appointments/2/status')[0].body).toEqual({ status: 'completed' });
    expect(within(column('Completadas')).getByRole('article')).toHaveTextContent('Raúl Sosa');
  });

  it('says when no request arrived yet', async () => {
    setup([]);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Aún no has recibido solicitudes' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mis servicios' })).toHaveAttribute('href', '/my-services');
  });

  it('offers to retry when the list cannot be loaded', async () => {
    let attempts = 0;
    stubApi({
      [MY_SERVICES]: myServices,
      [LIST]: () => (++attempts === 1 ? 'network-error' : listed(ALL)),
    });
    const user = renderRequestsPage(<ReceivedRequestsPage />, '/received-requests');
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'No se pudieron obtener los turnos' }),
    ).toBeInTheDocument();
    expect(alert).toHaveTextContent('No se pudo conectar al servidor. Verifica tu conexión a internet.');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findAllByRole('article')).toHaveLength(4);
  });
});
