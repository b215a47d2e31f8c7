import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReviewView, ServiceReviewsResponse, ServiceView } from '@changas/shared/contracts';
import { sessionStore } from '@changas/web/data-access';
import { ToastProvider } from '@changas/web/ui';
import { ok, renderPage, stubApi } from '@changas/web/ui/testing';
import { ReviewsPanel } from './ReviewsPanel';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI5In0.firma';
const CLIENT = {
  id: 9,
  name: 'Luis Gómez',
  email: 'luis@example.com',
  phone: '',
  province: 'Córdoba',
  locality: 'Río Cuarto',
  created_at: '2025-01-01T00:00:00.000Z',
  notifications: { requests_received: true, answers: true, reminders: true },
};
const SERVICE = { id: 7, title: 'Clases de guitarra' } as ServiceView;
const COMMENT = 'Muy buenas clases, aprendí un montón de canciones.';

const review = (
  id: number,
  userId: number,
  name: string,
  overrides: Partial<ReviewView> = {},
): ReviewView => ({
  id,
  service_id: 7,
  rating: 5,
  comment: `Reseña ${id}: excelente profesor, muy paciente.`,
  created_at: '2026-03-02T15:00:00.000Z',
  updated_at: '2026-03-02T15:00:00.000Z',
  user_id: userId,
  user_name: name,
  user_avatar: null,
  ...overrides,
});

const answer = (overrides: Partial<ServiceReviewsResponse>): ServiceReviewsResponse => ({
  reviews: [],
  user_review: null,
  average_rating: 0,
  total_reviews: 0,
  rating_distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
  can_review: false,
  ...overrides,
});

function setup(reviews: ServiceReviewsResponse, viewer: 'client' | 'anonymous' = 'client') {
  const api = stubApi({
    'GET /api/services/7/reviews': ok(reviews),
    'POST /api/services/7/reviews': ({ body }) =>
      ok({ review: review(99, 9, 'Luis Gómez', body as Partial<ReviewView>) }),
    'PUT /api/reviews/4': ({ body }) =>
      ok({ review: review(4, 9, 'Luis Gómez', body as Partial<ReviewView>) }),
    'DELETE /api/reviews/4': ok(null),
  });
  renderPage(
    <ToastProvider>
      <ReviewsPanel service={SERVICE} viewer={viewer} />
    </ToastProvider>,
    { path: '/service/7' },
  );
  return { api, user: userEvent.setup() };
}

beforeEach(() => {
  localStorage.clear();
  sessionStore.clear();
  sessionStore.save(TOKEN, CLIENT);
});

const OWN = review(4, 9, 'Luis Gómez', { rating: 4, comment: COMMENT });
const WITH_OWN = answer({
  reviews: [review(1, 2, 'Ana'), OWN, review(2, 3, 'Beto'), review(3, 5, 'Carla'), review(5, 6, 'Dani')],
  user_review: OWN,
  average_rating: 4.8,
  total_reviews: 5,
  rating_distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 4 },
});

describe('ReviewsPanel', () => {
  it("shows the summary, the user's own review apart and up to 3 other reviews", async () => {
    setup(WITH_OWN);
    expect(await screen.findByText('(5 reseñas)')).toBeInTheDocument();
    const own = screen.getByRole('article', { name: 'Reseña de Luis Gómez' });
    expect(own).toHaveTextContent('Tu reseña');
    expect(within(own).getByRole('button', { name: 'Editar' })).toBeInTheDocument();
    expect(within(own).getByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
    const others = screen.getAllByRole('article').filter((card) => card !== own);
    expect(others.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Reseña de Ana',
      'Reseña de Beto',
      'Reseña de Carla',
    ]);
    expect(screen.queryByText('Contrata este servicio para poder dejar tu reseña')).not.toBeInTheDocument();
  });

  it('finds the own review by user id when the server gives no user_review', async () => {
    setup({ ...WITH_OWN, user_review: null });
    const own = await screen.findByRole('article', { name: 'Reseña de Luis Gómez' });
    expect(own).toHaveTextContent('Tu reseña');
  });

  it('invites a client without a completed appointment to hire first, and shows markup as text', async () => {
    setup(
      answer({
        reviews: [review(1, 2, 'Ana', { comment: '<b>hola</b> <script>x()</script>' })],
        total_reviews: 1,
      }),
    );
    expect(await screen.findByText('Contrata este servicio para poder dejar tu reseña')).toBeInTheDocument();
    expect(screen.getByText('<b>hola</b> <script>x()</script>')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Calificar este servicio' })).not.toBeInTheDocument();
  });

  it('lets a client with a completed appointment rate the service', async () => {
    const { api, user } = setup(answer({ can_review: true }));
    await user.click(await screen.findByRole('button', { name: 'Calificar este servicio' }));
    fireEvent.click(await screen.findByRole('radio', { name: '5 estrellas: Excelente' }));
    await user.click(screen.getByRole('textbox', { name: 'Comentario' }));
    await user.paste(COMMENT);
    await user.click(screen.getByRole('button', { name: 'Enviar reseña' }));

    expect(await screen.findByText('Reseña enviada exitosamente')).toBeInTheDocument();
    expect(api.callsTo('POST /api/services/7/reviews')[0].body).toEqual({ rating: 5, comment: COMMENT });
  });

  it('edits the own review in edit mode', async () => {
    const { api, user } = setup(WITH_OWN);
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    expect(
      await screen.findByText('Ya calificaste este servicio. Puedes editar tu reseña.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: '2 estrellas: Malo' }));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText('Reseña actualizada exitosamente')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/reviews/4')[0].body).toEqual({ rating: 2, comment: COMMENT });
  });

  it('deletes the own review after asking', async () => {
    const { api, user } = setup(WITH_OWN);
    await user.click(await screen.findByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar tu reseña?' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText('Reseña eliminada exitosamente')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/reviews/4')).toHaveLength(1);
  });
});
