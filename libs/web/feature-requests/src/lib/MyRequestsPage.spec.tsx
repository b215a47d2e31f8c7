import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReviewView, ServiceReviewsResponse } from '@changas/shared/contracts';
import { failure, ok, stubApi } from '@changas/web/ui/testing';
import { MyRequestsPage } from './MyRequestsPage';
import {
  TOKEN,
  USER,
  appointment,
  appointmentsServer,
  deferred,
  listed,
  logIn,
  renderRequestsPage,
} from './testing/requests-test-kit';

const LIST = 'GET /api/my-appointments?page=1&limit=50';
const reason = 'Ese día estoy de viaje';

const PENDING = appointment(4, { notes: 'Pierde la canilla.' });
const ACCEPTED_AHEAD = appointment(3, {
  status: 'accepted',
  service: { id: 8, title: 'Clases de guitarra', image_url: null },
});
const ACCEPTED_OVER = appointment(2, { status: 'accepted', inDays: -2 });
const REJECTED = appointment(1, { status: 'rejected', rejection_reason: reason, rejectionReason: reason });
const ALL = [PENDING, ACCEPTED_AHEAD, ACCEPTED_OVER, REJECTED];

const setup = () => renderRequestsPage(<MyRequestsPage />, '/my-requests');
const column = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });
const cards = (name: string) => within(column(name)).getAllByRole('article');
// Found, not got: the dialog's code loads when it first opens.
const dialog = () => screen.findByRole('alertdialog');
const dialogClosed = () => waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

beforeEach(logIn);

describe('MyRequestsPage', () => {
  it('shows the sent requests by status with what each one waits for', async () => {
    const api = appointmentsServer(LIST, ALL);
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Mis solicitudes' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando solicitudes...');
    expect(screen.getByRole('link', { name: 'Volver al panel' })).toHaveAttribute('href', '/dashboard');

    const [pending] = await screen.findAllByRole('article', { name: /^Plomería general/ });
    expect(pending).toHaveTextContent('Pendiente');
    expect(pending).toHaveTextContent('Proveedor: Marta Giménez');
    expect(pending).toHaveTextContent('Mensaje: “Pierde la canilla.”');
    expect(api.calls[0].authorization).toBe(`Bearer ${TOKEN}`);

    const [ahead, over] = cards('Aceptadas');
    expect(ahead).toHaveTextContent('Clases de guitarra');
    expect(ahead).toHaveTextContent('Podrás calificar después del servicio');
    expect(within(ahead).getByRole('button', { name: 'Cancelar solicitud' })).toBeEnabled();
    expect(over).toHaveTextContent('Esperando que el proveedor marque como completado');
    expect(within(over).queryByRole('button', { name: 'Cancelar solicitud' })).not.toBeInTheDocument();

    const [rejected] = cards('No concretadas');
    expect(rejected).toHaveTextContent('Rechazada');
    expect(rejected).toHaveTextContent(`Motivo del rechazo: ${reason}`);
    expect(within(column('Completadas')).getByText('Sin solicitudes')).toBeInTheDocument();
    expect(screen.getByText('Mostrando 4 de 4 solicitudes')).toBeInTheDocument();
  });

  it('switches between the kanban and one list, newest first', async () => {
    appointmentsServer(LIST, ALL);
    const user = setup();
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Lista' }));
    expect(screen.getByRole('button', { name: 'Lista' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('region', { name: /^Pendientes/ })).not.toBeInTheDocument();
    expect(
      screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent),
    ).toEqual(['Plomería general', 'Clases de guitarra', 'Plomería general', 'Plomería general']);
    await user.click(screen.getByRole('button', { name: 'Tablero' }));
    expect(column('Pendientes')).toBeInTheDocument();
  });

  it('cancels after confirming, showing it at once, and moves the focus to the heading', async () => {
    const answer = deferred<ReturnType<typeof ok>>();
    let cancelled = false;
    const api = stubApi({
      [LIST]: () =>
        listed(ALL.map((item) => (cancelled && item.id === 4 ? { ...item, status: 'cancelled' } : item))),
      'PUT /api/appointments/4/status': () => {
        cancelled = true;
        return answer.promise;
      },
    });
    const user = setup();
    const pending = (await screen.findAllByRole('article'))[0];
    await user.click(within(pending).getByRole('button', { name: 'Cancelar solicitud' }));
    expect(await dialog()).toHaveAccessibleName('¿Cancelar esta solicitud?');
    expect(await dialog()).toHaveAccessibleDescription(
      /^Plomería general.*El horario quedará libre para otras personas/,
    );
    await user.click(within(await dialog()).getByRole('button', { name: 'Cancelar solicitud' }));

    // Shown before the server answers.
    await waitFor(() => expect(cards('No concretadas')[0]).toHaveTextContent('Cancelada'));
    expect(within(column('Pendientes')).getByText('Sin solicitudes')).toBeInTheDocument();
    expect(cards('No concretadas')[0]).toHaveAttribute('aria-busy', 'true');
    answer.release(ok({ appointment: { ...PENDING, status: 'cancelled' } }));
    expect(await screen.findByText('Solicitud cancelada correctamente')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/appointments/4/status').map((call) => call.body)).toEqual([
      { status: 'cancelled' },
    ]);
    await dialogClosed();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Mis solicitudes' })).toHaveFocus(),
    );
  });

  it('sends the cancellation and shows the request again when it is refused', async () => {
    const api = appointmentsServer(LIST, ALL, {
      'PUT /api/appointments/4/status': failure(
        400,
        'SCHEDULING.NOT_CANCELLABLE',
        'Solo se pueden cancelar turnos pendientes o aceptados antes de que comiencen',
      ),
    });
    const user = setup();
    const pending = (await screen.findAllByRole('article'))[0];
    await user.click(within(pending).getByRole('button', { name: 'Cancelar solicitud' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Cancelar solicitud' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo cancelar la solicitud');
    expect(alert).toHaveTextContent(
      'Solo se pueden cancelar turnos pendientes o aceptados antes de que comiencen',
    );
    expect(api.callsTo('PUT /api/appointments/4/status').map((call) => call.body)).toEqual([
      { status: 'cancelled' },
    ]);
    await waitFor(() => expect(cards('Pendientes')[0]).toHaveTextContent('Pendiente'));
  });

  it('sends nothing when the question is dismissed', async () => {
    const api = appointmentsServer(LIST, ALL);
    const user = setup();
    const pending = (await screen.findAllByRole('article'))[0];
    await user.click(within(pending).getByRole('button', { name: 'Cancelar solicitud' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Volver' }));
    await dialogClosed();
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
    expect(within(pending).getByRole('button', { name: 'Cancelar solicitud' })).toHaveFocus();
  });

  it('loads the next page on demand', async () => {
    const more = appointment(9, { status: 'completed', inDays: -5 });
    stubApi({
      // A server that pages by one, to keep the test small.
      [LIST]: listed([PENDING], { total: 2, limit: 1 }),
      'GET /api/my-appointments?page=2&limit=50': listed([more], { total: 2, page: 2, limit: 1 }),
    });
    const user = setup();
    expect(await screen.findByText('Mostrando 1 de 2 solicitudes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver más solicitudes' }));
    expect(await screen.findByText('Mostrando 2 de 2 solicitudes')).toBeInTheDocument();
    expect(cards('Completadas')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Ver más solicitudes' })).not.toBeInTheDocument();
  });

  it('invites to look for a service when nothing was requested yet', async () => {
    appointmentsServer(LIST, []);
    setup();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Aún no has enviado solicitudes' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buscar servicios' })).toHaveAttribute('href', '/services');
  });

  it('offers to retry when the list cannot be loaded', async () => {
    let attempts = 0;
    stubApi({
      [LIST]: () =>
        ++attempts === 1
          ? failure(500, 'COMMON.INTERNAL', 'Error interno del servidor. Intenta más tarde.')
          : listed(ALL),
    });
    const user = setup();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error al obtener mis turnos' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Error interno del servidor. Intenta más tarde.');
    expect(screen.getByRole('link', { name: 'Volver al panel' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findAllByRole('article')).toHaveLength(4);
  });

  describe('rating a completed request', () => {
    const COMPLETED = appointment(6, { status: 'completed', inDays: -3 });
    const REVIEWS = 'GET /api/services/7/reviews';
    const COMMENT = 'Arregló la pérdida en una hora, muy prolijo.';
    const reviewBy = (id: number, userId: number, rating: number, comment: string): ReviewView => ({
      id,
      service_id: 7,
      rating,
      comment,
      created_at: '2026-03-02T15:00:00.000Z',
      updated_at: '2026-03-02T15:00:00.000Z',
      user_id: userId,
      user_name: userId === USER.id ? USER.name : 'Otra persona',
      user_avatar: null,
    });
    const reviewsOf = (reviews: ReviewView[], userReview: ReviewView | null): ServiceReviewsResponse => ({
      reviews,
      user_review: userReview,
      average_rating: 4,
      total_reviews: reviews.length,
      rating_distribution: { 1: 0, 2: 0, 3: 0, 4: reviews.length, 5: 0 },
      can_review: true,
    });
    /** The only Calificar button: the completed request's, in its column. */
    const rateButton = async () => {
      const button = await screen.findByRole('button', { name: 'Calificar' });
      expect(within(column('Completadas')).getByRole('button', { name: 'Calificar' })).toBe(button);
      return button;
    };

    it('offers Calificar only on completed requests and sends the new review from the modal', async () => {
      const api = appointmentsServer(LIST, [COMPLETED, PENDING], {
        [REVIEWS]: ok(reviewsOf([], null)),
        'POST /api/services/7/reviews': ({ body }) =>
          ok({ review: { ...reviewBy(30, USER.id, 5, COMMENT), ...(body as object) } }),
      });
      const user = setup();
      await user.click(await rateButton());

      const modal = await screen.findByRole('dialog', { name: /Calificar servicio/ });
      expect(modal).toHaveTextContent('Plomería general');
      fireEvent.click(within(modal).getByRole('radio', { name: '5 estrellas: Excelente' }));
      await user.type(within(modal).getByRole('textbox', { name: 'Comentario' }), COMMENT);
      await user.click(within(modal).getByRole('button', { name: 'Enviar reseña' }));

      expect(await screen.findByText('Reseña enviada exitosamente')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.callsTo('POST /api/services/7/reviews').map(({ body }) => body)).toEqual([
        { rating: 5, comment: COMMENT },
      ]);
    });

    it("edits the user's review instead, found by user id when the server gives no user_review", async () => {
      const own = reviewBy(12, USER.id, 3, 'Cumplió, aunque llegó una hora tarde.');
      const api = appointmentsServer(LIST, [COMPLETED], {
        [REVIEWS]: ok(reviewsOf([reviewBy(11, 40, 4, 'Muy buen trabajo, lo recomiendo.'), own], null)),
        'PUT /api/reviews/12': ({ body }) => ok({ review: { ...own, ...(body as object) } }),
      });
      const user = setup();
      await user.click(await rateButton());

      const modal = await screen.findByRole('dialog', { name: /Editar tu reseña/ });
      expect(modal).toHaveTextContent('Ya calificaste este servicio. Puedes editar tu reseña.');
      expect(within(modal).getByRole('radio', { name: '3 estrellas: Regular' })).toBeChecked();
      fireEvent.click(within(modal).getByRole('radio', { name: '4 estrellas: Bueno' }));
      await user.click(within(modal).getByRole('button', { name: 'Guardar cambios' }));

      expect(await screen.findByText('Reseña actualizada exitosamente')).toBeInTheDocument();
      expect(api.callsTo('PUT /api/reviews/12').map(({ body }) => body)).toEqual([
        { rating: 4, comment: own.comment },
      ]);
      expect(api.callsTo('POST /api/services/7/reviews')).toHaveLength(0);
    });

    it('keeps the modal open with the error toast when the review is refused', async () => {
      appointmentsServer(LIST, [COMPLETED], {
        [REVIEWS]: ok(reviewsOf([], null)),
        'POST /api/services/7/reviews': failure(
          400,
          'REPUTATION.NOT_COMPLETED',
          'Debes tener un servicio completado antes de poder calificarlo. El servicio debe estar en estado "Completado".',
        ),
      });
      const user = setup();
      await user.click(await rateButton());
      const modal = await screen.findByRole('dialog', { name: /Calificar servicio/ });
      fireEvent.click(within(modal).getByRole('radio', { name: '4 estrellas: Bueno' }));
      await user.type(within(modal).getByRole('textbox', { name: 'Comentario' }), COMMENT);
      await user.click(within(modal).getByRole('button', { name: 'Enviar reseña' }));

      expect(await screen.findByText('Error al enviar la reseña')).toBeInTheDocument();
      expect(
        screen.getByText(/Debes tener un servicio completado antes de poder calificarlo/),
      ).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: /Calificar servicio/ })).toBeInTheDocument();
    });
  });
});
