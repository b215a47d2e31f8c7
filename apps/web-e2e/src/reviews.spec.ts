import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { AppointmentListResponse } from '@changas/shared/contracts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { logInThroughScreen } from './support/auth';
import { seedEndedAppointment, sessionFor } from './support/scheduling';
import { publishThroughApi, uniqueWord } from './support/services';
import { newUser, registerThroughApi } from './support/users';

const FIRST_COMMENT = 'Vino puntual, dejó todo limpio y funcionando. Muy recomendable.';
const SECOND_COMMENT = 'Cumplió con el trabajo, aunque tardó más de lo acordado.';

/** The provider completes, through the API, the one request of theirs that has ended. */
async function completeEndedRequest(request: APIRequestContext, providerToken: string) {
  const headers = { Authorization: `Bearer ${providerToken}` };
  const received = await request.get('/api/received-appointments', { headers });
  const { appointments } = ((await received.json()) as { data: AppointmentListResponse }).data;
  const response = await request.put(`/api/appointments/${appointments[0].id}/status`, {
    headers,
    data: { status: 'completed' },
  });
  expect(response.status(), 'completar el turno').toBe(200);
}

/** The card of the service in a search for its unique word. */
async function searchCard(page: Page, word: string, title: string): Promise<Locator> {
  await page.goto(`/services?q=${word}`);
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  return card;
}

/** Clicks the star that stands for `stars`, writes the comment in the review modal, then sends it. */
async function fillReview(dialog: Locator, stars: string, comment: string, submit: string) {
  await dialog.locator('label', { hasText: stars }).click();
  await expect(dialog.getByRole('radio', { name: stars })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Comentario' }).fill(comment);
  await dialog.getByRole('button', { name: submit }).click();
}

test.describe('reseñas', () => {
  test('B califica desde /my-requests, la tarjeta muestra el nuevo promedio, edita y elimina su reseña', async ({
    page,
    request,
  }) => {
    const provider = newUser({ name: 'Marta Giménez' });
    const client = newUser({ name: 'Bruno Díaz' });
    await registerThroughApi(request, provider);
    await registerThroughApi(request, client);
    const providerSession = await sessionFor(request, provider);
    const clientSession = await sessionFor(request, client);
    const word = uniqueWord();
    const title = `Plomería ${word}`;
    const service = await publishThroughApi(request, providerSession.token, { title });
    seedEndedAppointment({
      serviceId: service.id,
      clientId: clientSession.id,
      providerId: providerSession.id,
      time: '10:00',
      durationMinutes: service.duration_minutes,
    });
    await completeEndedRequest(request, providerSession.token);

    await logInThroughScreen(page, client);
    await expect((await searchCard(page, word, title)).getByText('Sin reseñas todavía')).toBeVisible();

    // Rating from the completed request.
    await page.goto('/my-requests');
    const completed = page.getByRole('region', { name: /^Completadas/ }).getByRole('article');
    await expect(completed).toContainText('Completada');
    await completed.getByRole('button', { name: 'Calificar' }).click();
    let dialog = page.getByRole('dialog', { name: /Calificar servicio/ });
    await expect(dialog).toContainText(title);
    await dialog.getByRole('button', { name: 'Enviar reseña' }).click();
    await expect(dialog.getByText('Por favor selecciona una calificación')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await fillReview(dialog, '5 estrellas: Excelente', FIRST_COMMENT, 'Enviar reseña');
    await expect(page.getByText('Reseña enviada exitosamente')).toBeVisible();
    await expect(dialog).toBeHidden();

    let card = await searchCard(page, word, title);
    await expect(card.getByRole('img', { name: 'Calificación: 5,0 de 5' })).toBeVisible();
    await expect(card).toContainText('(1 reseña)');

    // Rating again from /my-requests edits the same review.
    await page.goto('/my-requests');
    await completed.getByRole('button', { name: 'Calificar' }).click();
    dialog = page.getByRole('dialog', { name: /Editar tu reseña/ });
    await expect(dialog.getByText('Ya calificaste este servicio. Puedes editar tu reseña.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Comentario' })).toHaveValue(FIRST_COMMENT);
    await fillReview(dialog, '3 estrellas: Regular', SECOND_COMMENT, 'Guardar cambios');
    await expect(page.getByText('Reseña actualizada exitosamente')).toBeVisible();

    card = await searchCard(page, word, title);
    await expect(card.getByRole('img', { name: 'Calificación: 3,0 de 5' })).toBeVisible();
    await expect(card).toContainText('(1 reseña)');

    // The service's reviews tab shows it as the user's own, and deletes it after asking.
    await page.goto(`/service/${service.id}`);
    await page.getByRole('tab', { name: 'Reseñas' }).click();
    const own = page.getByRole('article', { name: 'Reseña de Bruno Díaz' });
    await expect(own).toContainText('Tu reseña');
    await expect(own).toContainText(SECOND_COMMENT);
    await own.getByRole('button', { name: 'Eliminar' }).click();
    await page
      .getByRole('alertdialog', { name: '¿Eliminar tu reseña?' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expect(page.getByText('Reseña eliminada exitosamente')).toBeVisible();
    await expect(own).toBeHidden();

    await expect((await searchCard(page, word, title)).getByText('Sin reseñas todavía')).toBeVisible();
  });
});
