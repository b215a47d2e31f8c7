import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { logInThroughScreen } from './support/auth';
import {
  argentinaDay,
  bookThroughApi,
  dayLabel,
  openRequestModal,
  pickDay,
  seedEndedAppointment,
  sessionFor,
  switchUser,
} from './support/scheduling';
import { publishThroughApi, uniqueWord } from './support/services';
import { newUser, registerThroughApi, type TestUser } from './support/users';

const EVERY_DAY = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [
    day,
    ['09:00-13:00'],
  ]),
);
const TOMORROW = argentinaDay(1);
const WHEN = (time: string) => `${dayLabel(TOMORROW)} · ${time}`;

/** The card of a request, named by its service and its slot. */
const requestCard = (page: Page, title: string, when: string) =>
  page.getByRole('article', { name: `${title} ${when}` });

async function expectCounters(page: Page, counters: Record<string, number>) {
  await page.goto('/dashboard');
  const activity = page.getByRole('region', { name: 'Tu actividad' });
  for (const [label, value] of Object.entries(counters)) {
    await expect(activity.getByRole('listitem').filter({ hasText: label })).toHaveText(`${value}${label}`);
  }
}

async function registerAll(request: Parameters<typeof registerThroughApi>[0], ...users: TestUser[]) {
  for (const user of users) await registerThroughApi(request, user);
}

test.describe('turnos: solicitar, responder, cancelar y completar', () => {
  test('dos usuarios llevan solicitudes de la reserva a su fin y los paneles las cuentan', async ({
    page,
    request,
  }) => {
    // Three people, four requests and both dashboards: well over the default minute.
    test.slow();
    const provider = newUser({ name: 'Marta Giménez' });
    const client = newUser({ name: 'Bruno Díaz' });
    const third = newUser({ name: 'Inés Paredes' });
    await registerAll(request, provider, client, third);
    const providerSession = await sessionFor(request, provider);
    const clientSession = await sessionFor(request, client);
    const title = `Plomería ${uniqueWord()}`;
    const service = await publishThroughApi(request, providerSession.token, {
      title,
      availability: EVERY_DAY,
    });

    // B books the first free slot of tomorrow through the modal, with a message.
    await logInThroughScreen(page, client);
    await page.goto(`/service/${service.id}`);
    let dialog = await openRequestModal(page);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Siguiente', exact: true }).click();
    await expect(dialog.getByText('Por favor selecciona una fecha')).toBeVisible();
    await pickDay(dialog, TOMORROW);
    await expect(dialog.getByRole('radio', { name: '09:00' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(dialog.getByText('Por favor selecciona fecha y hora')).toBeVisible();
    await dialog.getByRole('radio', { name: '09:00' }).check();
    await dialog
      .getByLabel('Mensaje para el proveedor (opcional)')
      .fill('Pierde agua la canilla de la cocina.');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(page.getByText('Solicitud creada correctamente')).toBeVisible();
    await expect(dialog).toBeHidden();
    for (const time of ['10:00', '11:00']) {
      await bookThroughApi(request, clientSession.token, {
        service_id: service.id,
        date: TOMORROW,
        time_slot: time,
      });
    }

    // A third user finds 09:00, 10:00 and 11:00 taken.
    await switchUser(page, third);
    await page.goto(`/service/${service.id}`);
    dialog = await openRequestModal(page);
    await pickDay(dialog, TOMORROW);
    for (const time of ['09:00', '10:00', '11:00']) {
      await expect(dialog.getByRole('radio', { name: `${time} (no disponible)` })).toBeDisabled();
    }
    await expect(dialog.getByRole('radio', { name: '12:00' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();

    // A rejects 10:00 with a reason and accepts 09:00.
    await switchUser(page, provider);
    await page.goto('/received-requests');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Solicitudes recibidas');
    const at = (time: string) => requestCard(page, title, WHEN(time));
    await expect(at('09:00')).toContainText('Cliente: Bruno Díaz');
    await expect(at('09:00')).toContainText('Mensaje: “Pierde agua la canilla de la cocina.”');
    await expectNoSeriousA11yViolations(page);
    await at('10:00').getByRole('button', { name: 'Rechazar' }).click();
    const reject = page.getByRole('dialog', { name: 'Rechazar solicitud' });
    await reject.getByRole('button', { name: 'Rechazar' }).click();
    await expect(reject.getByText('Debes indicar el motivo del rechazo')).toBeVisible();
    await reject.getByRole('textbox', { name: 'Motivo del rechazo' }).fill('Ese día no llego a tiempo.');
    await reject.getByRole('button', { name: 'Rechazar' }).click();
    await expect(page.getByText('Solicitud rechazada correctamente')).toBeVisible();
    await at('09:00').getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('Solicitud aceptada correctamente')).toBeVisible();
    const accepted = page.getByRole('region', { name: /^Aceptadas/ });
    await expect(accepted.getByRole('article', { name: `${title} ${WHEN('09:00')}` })).toContainText(
      'Podrás marcar el servicio como completado cuando termine el turno',
    );

    // B reads the reason, sees what the accepted one waits for, and cancels 11:00.
    await switchUser(page, client);
    await page.goto('/my-requests');
    await expect(at('10:00')).toContainText('Rechazada');
    await expect(at('10:00')).toContainText('Motivo del rechazo: Ese día no llego a tiempo.');
    await expect(at('09:00')).toContainText('Aceptada');
    await expect(at('09:00')).toContainText('Podrás calificar después del servicio');
    await expectNoSeriousA11yViolations(page);
    await at('11:00').getByRole('button', { name: 'Cancelar solicitud' }).click();
    const question = page.getByRole('alertdialog', { name: '¿Cancelar esta solicitud?' });
    await question.getByRole('button', { name: 'Cancelar solicitud' }).click();
    await expect(page.getByText('Solicitud cancelada correctamente')).toBeVisible();
    await expect(at('11:00')).toContainText('Cancelada');
    await page.getByRole('button', { name: 'Lista' }).click();
    await expect(page).toHaveURL('/my-requests?vista=lista');
    await expect(page.getByRole('article')).toHaveCount(3);

    // The rejected and cancelled slots are free again.
    await page.goto(`/service/${service.id}`);
    dialog = await openRequestModal(page);
    await pickDay(dialog, TOMORROW);
    await expect(dialog.getByRole('radio', { name: '09:00 (no disponible)' })).toBeDisabled();
    await expect(dialog.getByRole('radio', { name: '10:00' })).toBeEnabled();
    await expect(dialog.getByRole('radio', { name: '11:00' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Atrás' }).click();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    // Once a slot has passed, A completes it.
    const yesterday = seedEndedAppointment({
      serviceId: service.id,
      clientId: clientSession.id,
      providerId: providerSession.id,
      time: '09:00',
      durationMinutes: service.duration_minutes,
    });
    await switchUser(page, provider);
    await page.goto('/received-requests');
    const ended = requestCard(page, title, `${dayLabel(yesterday)} · 09:00`);
    await ended.getByRole('button', { name: 'Marcar como completado' }).click();
    await expect(page.getByText('Servicio marcado como completado exitosamente')).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: /^Completadas/ })
        .getByRole('article', { name: `${title} ${dayLabel(yesterday)} · 09:00` }),
    ).toContainText('Completada');
    // Tomorrow's accepted turno cannot be completed yet: it offers only the calendar.
    await expect(at('09:00').getByRole('button', { name: 'Marcar como completado' })).toHaveCount(0);
    await expect(at('09:00').getByRole('button', { name: 'Agregar al calendario' })).toBeVisible();

    await expectCounters(page, {
      'Servicios publicados': 1,
      'Solicitudes enviadas': 0,
      'Solicitudes recibidas': 4,
      'Pendientes de responder': 0,
      'Servicios completados': 1,
    });
    const recentReceived = page.getByRole('region', { name: 'Últimas solicitudes recibidas' });
    await expect(recentReceived.getByRole('article')).toHaveCount(3);
    await recentReceived.getByRole('link', { name: 'Ver todas las solicitudes recibidas' }).click();
    await expect(page).toHaveURL('/received-requests');

    await switchUser(page, client);
    await expectCounters(page, {
      'Servicios publicados': 0,
      'Solicitudes enviadas': 4,
      'Solicitudes recibidas': 0,
      'Pendientes de responder': 0,
      'Servicios completados': 1,
    });
    await expectNoSeriousA11yViolations(page);
    await page
      .getByRole('region', { name: 'Últimas solicitudes enviadas' })
      .getByRole('link', { name: 'Ver todas mis solicitudes' })
      .click();
    await expect(page).toHaveURL('/my-requests');
  });

  test('un visitante inicia sesión desde el servicio y vuelve con la solicitud abierta', async ({
    page,
    request,
  }) => {
    const provider = newUser();
    const client = newUser({ name: 'Carlos Funes' });
    await registerAll(request, provider, client);
    const service = await publishThroughApi(request, (await sessionFor(request, provider)).token, {
      title: `Electricidad ${uniqueWord()}`,
      availability: EVERY_DAY,
    });
    await page.goto(`/service/${service.id}`);
    await page.getByRole('link', { name: 'Iniciar Sesión para Solicitar' }).click();
    await page.getByLabel('Email', { exact: true }).fill(client.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(client.password);
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expect(page).toHaveURL(`/service/${service.id}`);
    await expect(page.getByRole('dialog', { name: 'Solicitar servicio' }).getByRole('grid')).toBeVisible();
  });

  test('la solicitud y las dos listas se leen en un teléfono @mobile', async ({
    page,
    request,
    isMobile,
  }) => {
    test.skip(!isMobile, 'solo en ancho de teléfono');
    const provider = newUser({ name: 'Rocío Vera' });
    const client = newUser({ name: 'Tomás Ibarra' });
    await registerAll(request, provider, client);
    const title = `Jardinería ${uniqueWord()}`;
    const service = await publishThroughApi(request, (await sessionFor(request, provider)).token, {
      title,
      availability: EVERY_DAY,
    });
    await bookThroughApi(request, (await sessionFor(request, client)).token, {
      service_id: service.id,
      date: TOMORROW,
      time_slot: '12:00',
      notes: 'Tengo un jardín de diez metros.',
    });
    const fitsTheScreen = async (element?: Locator) => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      if (element) expect((await element.boundingBox())?.width).toBeLessThanOrEqual(390);
    };

    await logInThroughScreen(page, client);
    await page.goto(`/service/${service.id}`);
    const dialog = await openRequestModal(page);
    // Full screen on a phone, the calendar's 7 columns within it.
    expect((await dialog.boundingBox())?.width).toBe(390);
    await fitsTheScreen(dialog.getByRole('grid'));
    await pickDay(dialog, TOMORROW);
    await expect(dialog.getByRole('radio', { name: '12:00 (no disponible)' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Enviar solicitud' })).toBeInViewport();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();

    await page.goto('/my-requests');
    const sent = requestCard(page, title, WHEN('12:00'));
    await expect(sent.getByRole('button', { name: 'Cancelar solicitud' })).toBeVisible();
    await fitsTheScreen(sent);
    await expectNoSeriousA11yViolations(page);

    await switchUser(page, provider);
    await page.goto('/received-requests');
    const received = requestCard(page, title, WHEN('12:00'));
    await expect(received.getByRole('button', { name: 'Aceptar' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Servicio' })).toBeVisible();
    await fitsTheScreen(received);
    await expectNoSeriousA11yViolations(page);
  });
});
