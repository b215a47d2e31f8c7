import { type AuthResponse, isLeader, type ServiceView } from '@changas/shared/contracts';
import { RecordServiceRating } from '@changas/server/catalog';
import { UNAUTHENTICATED, validationFailure } from './support/http';
import { registerUser } from './support/identity';
import { COMMENT, completeAppointment, reputationApi } from './support/reputation';
import { controlClock, errorOf, MONDAY_NINE } from './support/scheduling';
import { servicesApi } from './support/services';
import { startTestApp, type TestApp } from './support/test-app';

const NO_SERVICE = errorOf('REPUTATION.SERVICE_NOT_FOUND', 'Servicio no encontrado');
const NOT_COMPLETED = errorOf(
  'REPUTATION.NOT_COMPLETED',
  'Debes tener un servicio completado antes de poder calificarlo. El servicio debe estar en estado "Completado".',
);
const NO_REVIEW = errorOf('REPUTATION.REVIEW_NOT_FOUND', 'Reseña no encontrada');
const ZERO_DISTRIBUTION = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };

describe('reviews of a service and its rating summary', () => {
  let api: TestApp;
  let reputation: ReturnType<typeof reputationApi>;
  let services: ReturnType<typeof servicesApi>;
  let clock: ReturnType<typeof controlClock>;
  let provider: AuthResponse;
  let clients: AuthResponse[];
  let stranger: AuthResponse;
  let service: ServiceView;

  beforeAll(async () => {
    api = await startTestApp();
    reputation = reputationApi(api);
    services = servicesApi(api);
    clock = controlClock(api);
    provider = await registerUser(api, { name: 'Ana Pérez' });
    stranger = await registerUser(api, { name: 'Eva Ruiz' });
    clients = [
      await registerUser(api, { name: 'Beto Gómez' }),
      await registerUser(api, { name: 'Carla Díaz' }),
      await registerUser(api, { name: 'Dani Sosa' }),
    ];
  });
  beforeEach(async () => {
    // A service of its own per test, each client with a completed appointment on it.
    service = await services.publish(provider.token);
    const times = ['09:00', '11:00', '14:00'] as const;
    for (const [index, client] of clients.entries()) {
      await completeAppointment(api, clock, {
        serviceId: service.id,
        clientToken: client.token,
        providerToken: provider.token,
        time: times[index],
      });
    }
  });
  afterAll(async () => {
    clock?.restore();
    await api?.close();
  });

  /** The service's rating as the catalog answers it (detail and search). */
  async function ratingOnService() {
    const detail = (await services.get(service.id)).body.data.service;
    const listed = (await services.search({ q: 'jardineria', limit: 50 })).body.data.services.find(
      ({ id }) => id === service.id,
    );
    expect(listed && { average_rating: listed.average_rating, ratings_count: listed.ratings_count }).toEqual({
      average_rating: detail.average_rating,
      ratings_count: detail.ratings_count,
    });
    return { average_rating: detail.average_rating, ratings_count: detail.ratings_count };
  }

  it('answers an empty summary with every key of the distribution, and 404 for an unknown service', async () => {
    const { status, body } = await reputation.list(service.id);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      reviews: [],
      user_review: null,
      average_rating: 0,
      total_reviews: 0,
      rating_distribution: ZERO_DISTRIBUTION,
      can_review: false,
    });
    expect((await reputation.list(service.id, clients[0].token)).body.data.can_review).toBe(true);
    expect((await reputation.list(service.id, stranger.token)).body.data.can_review).toBe(false);

    const unknown = await reputation.list(999_999);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(NO_SERVICE);
    expect((await reputation.create(999_999, clients[0].token, { rating: 5, comment: COMMENT })).status).toBe(
      404,
    );
  });

  it('lets a client with a completed appointment review once; the service shows the new numbers at once', async () => {
    clock.set(MONDAY_NINE);
    const created = await reputation.create(service.id, clients[0].token, {
      rating: 4,
      comment: `  ${COMMENT}  `,
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      success: true,
      message: 'Reseña enviada exitosamente',
      data: {
        review: {
          id: expect.any(Number),
          service_id: service.id,
          rating: 4,
          comment: COMMENT,
          created_at: MONDAY_NINE.toISOString(),
          updated_at: MONDAY_NINE.toISOString(),
          user_id: clients[0].user.id,
          user_name: 'Beto Gómez',
          user_avatar: null,
        },
      },
    });
    expect(await ratingOnService()).toEqual({ average_rating: 4, ratings_count: 1 });

    const again = await reputation.create(service.id, clients[0].token, { rating: 5, comment: COMMENT });
    expect(again.status).toBe(409);
    expect(again.body).toEqual(errorOf('REPUTATION.ALREADY_REVIEWED', 'Ya calificaste este servicio'));
    expect(await ratingOnService()).toEqual({ average_rating: 4, ratings_count: 1 });

    const mine = (await reputation.list(service.id, clients[0].token)).body.data;
    expect(mine.user_review).toEqual(created.body.data.review);
    expect(mine.can_review).toBe(false);
  });

  it('refuses anonymous callers (401) and clients without a completed appointment (400)', async () => {
    const anonymous = await reputation.create(service.id, undefined, { rating: 5, comment: COMMENT });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual(UNAUTHENTICATED);

    const refused = await reputation.create(service.id, stranger.token, { rating: 5, comment: COMMENT });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual(NOT_COMPLETED);
    // Nor does the provider review their own service.
    expect(
      (await reputation.create(service.id, provider.token, { rating: 5, comment: COMMENT })).body,
    ).toEqual(NOT_COMPLETED);
    expect(await ratingOnService()).toEqual({ average_rating: 0, ratings_count: 0 });
  });

  it.each([
    ['no rating', { comment: COMMENT }, { rating: 'Por favor selecciona una calificación' }],
    [
      'a null rating',
      { rating: null, comment: COMMENT },
      { rating: 'Por favor selecciona una calificación' },
    ],
    [
      '0 stars',
      { rating: 0, comment: COMMENT },
      { rating: 'La calificación debe ser entre 1 y 5 estrellas' },
    ],
    [
      '6 stars',
      { rating: 6, comment: COMMENT },
      { rating: 'La calificación debe ser entre 1 y 5 estrellas' },
    ],
    [
      '4.5 stars',
      { rating: 4.5, comment: COMMENT },
      { rating: 'La calificación debe ser entre 1 y 5 estrellas' },
    ],
    [
      'stars as text',
      { rating: '5', comment: COMMENT },
      { rating: 'La calificación debe ser entre 1 y 5 estrellas' },
    ],
    ['no comment', { rating: 5 }, { comment: 'El comentario debe tener entre 20 y 500 caracteres' }],
    [
      'a blank comment',
      { rating: 5, comment: '   ' },
      { comment: 'El comentario debe tener entre 20 y 500 caracteres' },
    ],
    [
      '19 characters once trimmed',
      { rating: 5, comment: ` ${'a'.repeat(19)} ` },
      { comment: 'El comentario debe tener al menos 20 caracteres' },
    ],
    [
      '501 characters',
      { rating: 5, comment: 'ñ'.repeat(501) },
      { comment: 'El comentario no puede superar 500 caracteres' },
    ],
  ])('answers the form messages for %s', async (_case, body, errors) => {
    const { status, body: answer } = await reputation.create(service.id, clients[0].token, body);
    expect(status).toBe(400);
    expect(answer).toEqual(validationFailure(errors));
  });

  it('accepts comments of exactly 20 and 500 characters, counted in code points, and keeps markup as text', async () => {
    expect((await reputation.write(service.id, clients[0].token, 5, '😀'.repeat(20))).comment).toBe(
      '😀'.repeat(20),
    );
    expect((await reputation.write(service.id, clients[1].token, 5, 'é'.repeat(500))).comment).toHaveLength(
      500,
    );
    const markup = '<script>alert("hola")</script> excelente';
    await reputation.write(service.id, clients[2].token, 5, markup);
    const { reviews } = (await reputation.list(service.id)).body.data;
    expect(reviews[0].comment).toBe(markup);
  });

  it('gives the leader badge at exactly 3 reviews averaging 4.0, and takes it away with one of them', async () => {
    clock.set(MONDAY_NINE);
    const first = await reputation.write(service.id, clients[0].token, 5);
    clock.advance(60_000);
    await reputation.write(service.id, clients[1].token, 3);
    expect(await ratingOnService()).toEqual({ average_rating: 4, ratings_count: 2 });
    clock.advance(60_000);
    const last = await reputation.write(service.id, clients[2].token, 4);

    const rating = await ratingOnService();
    expect(rating).toEqual({ average_rating: 4, ratings_count: 3 });
    expect(isLeader(rating.average_rating, rating.ratings_count)).toBe(true);
    const summary = (await reputation.list(service.id)).body.data;
    expect(summary).toMatchObject({
      average_rating: 4,
      total_reviews: 3,
      rating_distribution: { 1: 0, 2: 0, 3: 1, 4: 1, 5: 1 },
    });
    // Newest first.
    expect(summary.reviews.map(({ id }) => id)).toEqual([last.id, expect.any(Number), first.id]);

    expect((await reputation.remove(first.id, clients[0].token)).status).toBe(200);
    const after = await ratingOnService();
    expect(after).toEqual({ average_rating: 3.5, ratings_count: 2 });
    expect(isLeader(after.average_rating, after.ratings_count)).toBe(false);
  });

  it('rounds the average to one decimal', async () => {
    await reputation.write(service.id, clients[0].token, 5);
    await reputation.write(service.id, clients[1].token, 4);
    await reputation.write(service.id, clients[2].token, 4);
    expect(await ratingOnService()).toEqual({ average_rating: 4.3, ratings_count: 3 });
    expect((await reputation.list(service.id)).body.data.average_rating).toBe(4.3);
  });

  it('lets only the author edit (403 for others, 404 for an unknown review); the summary follows', async () => {
    const review = await reputation.write(service.id, clients[0].token, 2);
    clock.advance(3_600_000);

    const foreign = await reputation.update(review.id, clients[1].token, { rating: 5, comment: COMMENT });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual(
      errorOf('REPUTATION.UPDATE_FORBIDDEN', 'No tienes permiso para actualizar esta reseña'),
    );
    expect((await reputation.update(review.id, undefined, { rating: 5, comment: COMMENT })).status).toBe(401);
    const unknown = await reputation.update(999_999, clients[0].token, { rating: 5, comment: COMMENT });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(NO_REVIEW);
    const badId = await reputation.update('01', clients[0].token, { rating: 5, comment: COMMENT });
    expect(badId.status).toBe(400);
    expect(badId.body).toEqual(errorOf('REPUTATION.INVALID_REVIEW_ID', 'ID de reseña no válido'));
    const invalid = await reputation.update(review.id, clients[0].token, { rating: 7, comment: 'corto' });
    expect(invalid.body).toEqual(
      validationFailure({
        rating: 'La calificación debe ser entre 1 y 5 estrellas',
        comment: 'El comentario debe tener al menos 20 caracteres',
      }),
    );
    expect(await ratingOnService()).toEqual({ average_rating: 2, ratings_count: 1 });

    const edited = await reputation.update(review.id, clients[0].token, {
      rating: 5,
      comment: 'Volvió a revisar el trabajo sin costo.',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe('Reseña actualizada exitosamente');
    expect(edited.body.data.review).toMatchObject({
      id: review.id,
      rating: 5,
      comment: 'Volvió a revisar el trabajo sin costo.',
      created_at: review.created_at,
    });
    expect(edited.body.data.review.updated_at > review.updated_at).toBe(true);
    expect(await ratingOnService()).toEqual({ average_rating: 5, ratings_count: 1 });
  });

  it('lets only the author delete (403 for others, 404 once gone); the summary goes back to zero', async () => {
    const review = await reputation.write(service.id, clients[0].token, 4);

    const foreign = await reputation.remove(review.id, provider.token);
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual(
      errorOf('REPUTATION.DELETE_FORBIDDEN', 'No tienes permiso para eliminar esta reseña'),
    );
    expect((await reputation.remove(review.id)).status).toBe(401);
    expect(await ratingOnService()).toEqual({ average_rating: 4, ratings_count: 1 });

    const removed = await reputation.remove(review.id, clients[0].token);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true, message: 'Reseña eliminada exitosamente', data: null });
    expect(await ratingOnService()).toEqual({ average_rating: 0, ratings_count: 0 });
    expect((await reputation.list(service.id)).body.data.rating_distribution).toEqual(ZERO_DISTRIBUTION);

    const gone = await reputation.remove(review.id, clients[0].token);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual(NO_REVIEW);
    // Deleted, the author may review again.
    expect((await reputation.list(service.id, clients[0].token)).body.data.can_review).toBe(true);
  });

  it('keeps the review and the summary together: when recording the summary fails, the review is not stored', async () => {
    const record = jest
      .spyOn(api.app.get(RecordServiceRating), 'execute')
      .mockRejectedValueOnce(new Error('the process stopped here'));
    const failed = await reputation.create(service.id, clients[0].token, { rating: 5, comment: COMMENT });
    record.mockRestore();

    expect(failed.status).toBe(500);
    expect((await reputation.list(service.id)).body.data.total_reviews).toBe(0);
    expect(await ratingOnService()).toEqual({ average_rating: 0, ratings_count: 0 });
    expect(
      (await reputation.create(service.id, clients[0].token, { rating: 5, comment: COMMENT })).status,
    ).toBe(201);
    expect(await ratingOnService()).toEqual({ average_rating: 5, ratings_count: 1 });
  });

  it('counts every one of simultaneous reviews, edits and deletions', async () => {
    const first = await reputation.write(service.id, clients[0].token, 1);
    await Promise.all([
      reputation.update(first.id, clients[0].token, { rating: 3, comment: COMMENT }),
      reputation.write(service.id, clients[1].token, 5),
      reputation.write(service.id, clients[2].token, 4),
    ]);
    expect(await ratingOnService()).toEqual({ average_rating: 4, ratings_count: 3 });
    const reviews = (await reputation.list(service.id)).body.data.reviews;
    await Promise.all(
      reviews.map(({ id, user_id }) =>
        reputation.remove(id, clients.find(({ user }) => user.id === user_id)?.token),
      ),
    );
    expect(await ratingOnService()).toEqual({ average_rating: 0, ratings_count: 0 });
  });

  it("hides a paused service's reviews from everyone but its provider", async () => {
    await reputation.write(service.id, clients[0].token, 5);
    await services.setStatus(service.id, provider.token, { status: 'inactive' });
    expect((await reputation.list(service.id, clients[1].token)).body).toEqual(NO_SERVICE);
    expect((await reputation.list(service.id, provider.token)).body.data.total_reviews).toBe(1);
    await services.remove(service.id, provider.token);
    expect((await reputation.list(service.id, provider.token)).status).toBe(404);
  });
});
