import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { logInThroughScreen } from './support/auth';
import {
  SERVICE_DESCRIPTION,
  confirmServiceAction,
  publishThroughApi,
  tokenFor,
  uniqueWord,
} from './support/services';
import { choose } from './support/select';
import { newUser, registerThroughApi } from './support/users';

async function addZone(page: Page, zone: { province: string; locality: string; neighborhood?: string }) {
  const newZone = page.getByRole('group', { name: 'Nueva zona de cobertura' });
  await choose(newZone.getByRole('combobox', { name: 'Provincia' }), zone.province);
  await choose(newZone.getByRole('combobox', { name: 'Localidad' }), zone.locality);
  if (zone.neighborhood)
    await newZone.getByRole('textbox', { name: 'Barrio (opcional)' }).fill(zone.neighborhood);
  await newZone.getByRole('button', { name: 'Agregar zona' }).click();
}

const stepHeading = (page: Page) => page.getByRole('form').getByRole('heading', { level: 2 });

/** What took the focus (a step's heading, a field the rules refused) shows below the sticky header. */
async function expectFocusBelowHeader(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const header = document.querySelector('header')?.getBoundingClientRect();
        const focused = document.activeElement?.getBoundingClientRect();
        return header && focused ? focused.top - header.bottom : -1;
      }),
    )
    .toBeGreaterThanOrEqual(0);
}

test.describe('asistente de servicios: publicar y editar', () => {
  test('publica un servicio con el asistente, lo encuentra, lo edita por pasos, lo desactiva y lo elimina', async ({
    page,
    request,
  }) => {
    // The whole life of a service through the screens: well over the default minute.
    test.slow();
    const provider = newUser({ name: 'Julieta Romero' });
    await registerThroughApi(request, provider);
    await logInThroughScreen(page, provider);
    const word = uniqueWord();
    const title = `Clases de piano ${word}`;

    // Step 1, 'Datos básicos': every rule of spec section 5 speaks before moving on.
    await page.goto('/offer-service');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ofrecer Servicio');
    await expect(stepHeading(page)).toHaveText('Datos básicos');
    await expect(page.getByRole('textbox', { name: 'Descripción' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const next = page.getByRole('button', { name: 'Siguiente' });
    await next.click();
    await expect(page.getByText('El título es requerido')).toBeVisible();
    await expect(page.getByText('Selecciona una categoría')).toBeVisible();
    await expect(page.getByText('El precio debe ser mayor a 0')).toBeVisible();
    await expect(page.getByText('La descripción es requerida')).toBeVisible();
    await expect(stepHeading(page)).toHaveText('Datos básicos');
    await expect(page.getByRole('textbox', { name: 'Título' })).toBeFocused();

    await page.getByRole('textbox', { name: 'Título' }).fill(title);
    await choose(page.getByRole('combobox', { name: 'Categoría' }), 'Música');
    await page.getByRole('spinbutton', { name: 'Precio' }).fill('8500');
    const description = page.getByRole('textbox', { name: 'Descripción' });
    await description.fill('Clases de piano a domicilio.');
    await expect(page.getByText('28/500')).toBeVisible();
    await next.click();
    await expect(page.getByText('La descripción debe tener al menos 100 caracteres')).toBeVisible();
    await expect(page.getByText('El título es requerido')).toBeHidden();
    await expect(page.getByText('Selecciona una categoría')).toBeHidden();
    await expect(page.getByText('El precio debe ser mayor a 0')).toBeHidden();
    await description.fill(SERVICE_DESCRIPTION);
    await expect(page.getByText(`${SERVICE_DESCRIPTION.length}/500`)).toBeVisible();
    await expect(page.getByText('La descripción debe tener al menos 100 caracteres')).toBeHidden();
    await next.click();

    // Step 2, 'Zonas de cobertura': at least one zone, and a zone needs province and locality.
    await expect(stepHeading(page)).toHaveText('Zonas de cobertura');
    await expect(stepHeading(page)).toBeFocused();
    await expectFocusBelowHeader(page);
    await next.click();
    await expect(page.getByText('Agrega al menos una zona de cobertura')).toBeVisible();
    await expect(stepHeading(page)).toHaveText('Zonas de cobertura');
    await page.getByRole('button', { name: 'Agregar zona' }).click();
    await expect(page.getByText('Selecciona provincia y localidad')).toBeVisible();
    await addZone(page, { province: 'Córdoba', locality: 'Río Cuarto', neighborhood: 'Centro' });
    const zones = page.getByRole('list', { name: /Zonas agregadas/ });
    await expect(zones.getByRole('listitem')).toHaveText(['Río Cuarto, Córdoba (Centro)']);
    await expect(page.getByText('Agrega al menos una zona de cobertura')).toBeHidden();

    // 'Anterior' keeps what was typed.
    await page.getByRole('button', { name: 'Anterior' }).click();
    await expect(page.getByRole('textbox', { name: 'Título' })).toHaveValue(title);
    await next.click();
    await expect(zones.getByRole('listitem')).toHaveCount(1);
    await next.click();

    // Step 3, 'Disponibilidad': at least one day, and each day on needs a slot.
    await expect(stepHeading(page)).toHaveText('Disponibilidad');
    await expect(stepHeading(page)).toBeFocused();
    await expectFocusBelowHeader(page);
    await expect(
      page.getByRole('combobox', { name: 'Duración de cada turno' }).locator('option:checked'),
    ).toHaveText('60 minutos');
    const publish = page.getByRole('button', { name: 'Publicar servicio' });
    await publish.click();
    await expect(page.getByText('Selecciona al menos un día disponible')).toBeVisible();
    await expect(page).toHaveURL('/offer-service');
    await expect(page.getByRole('group', { name: 'Días y horarios' })).toBeFocused();

    await choose(page.getByRole('combobox', { name: 'Duración de cada turno' }), '120 minutos');
    await choose(page.getByRole('combobox', { name: 'Tiempo permitido para ofrecer turnos' }), '60 días');
    // A day switched on comes with a first slot to adjust, not with an error.
    const monday = page.getByRole('group', { name: 'Lunes' });
    await monday.getByRole('switch', { name: 'Lunes' }).check();
    const slot = monday.getByRole('group', { name: 'Horario 1' });
    await expect(slot.getByRole('combobox', { name: 'Desde' }).locator('option:checked')).toHaveText('09:00');
    await expect(slot.getByRole('combobox', { name: 'Hasta' }).locator('option:checked')).toHaveText('17:00');
    await expect(page.getByText('Agrega horarios para Lunes')).toBeHidden();
    await expect(page.getByText('Selecciona al menos un día disponible')).toBeHidden();
    // A time is picked from the keyboard as in any select: its digits move to it.
    const until = slot.getByRole('combobox', { name: 'Hasta' });
    await until.focus();
    await page.keyboard.type('13:00');
    await expect(until.locator('option:checked')).toHaveText('13:00');
    await publish.click();

    await expect(page.getByText('¡Servicio creado exitosamente!')).toBeVisible();
    await expect(page).toHaveURL('/my-services');
    const card = page.getByRole('article', { name: title });
    await expect(card).toContainText('Activo');
    await expect(card).toContainText('Música');
    await expect(card).toContainText('Desde $ 8.500');
    await expect(card).toContainText('Río Cuarto, Córdoba');

    await page.goto(`/services?q=${word}`);
    await expect(page.getByText('Mostrando 1-1 de 1 servicio')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('link', { name: `Ver detalles de ${title}` })).toBeVisible();

    // Edit: each of the first two steps saves on its own and stays.
    await page.goto('/my-services');
    await page.getByRole('link', { name: `Editar ${title}` }).click();
    await expect(page).toHaveURL(/\/edit-service\/\d+$/);
    const editUrl = page.url();
    const serviceId = editUrl.split('/').pop();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Editar Servicio');
    await expect(stepHeading(page)).toHaveText('Datos básicos');
    const titleField = page.getByRole('textbox', { name: 'Título' });
    await expect(titleField).toHaveValue(title);
    await expect(page.getByRole('combobox', { name: 'Categoría' }).locator('option:checked')).toHaveText(
      'Música',
    );
    await expect(page.getByRole('spinbutton', { name: 'Precio' })).toHaveValue('8500');

    await titleField.fill('Pian');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByText('El título debe tener al menos 5 caracteres')).toBeVisible();
    const newTitle = `Clases de piano y solfeo ${word}`;
    await titleField.fill(newTitle);
    await expect(page.getByText('El título debe tener al menos 5 caracteres')).toBeHidden();
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByText('Información básica guardada')).toBeVisible();
    await expect(page).toHaveURL(editUrl);
    await expect(stepHeading(page)).toHaveText('Datos básicos');

    await next.click();
    await expect(stepHeading(page)).toHaveText('Zonas de cobertura');
    await expect(zones.getByRole('listitem')).toHaveText(['Río Cuarto, Córdoba (Centro)']);
    // The edit wizard keeps the last zone.
    await expect(
      page.getByRole('button', { name: 'Quitar zona Río Cuarto, Córdoba (Centro)' }),
    ).toBeDisabled();
    await addZone(page, { province: 'Mendoza', locality: 'Godoy Cruz' });
    await expect(zones.getByRole('listitem')).toHaveText([
      'Río Cuarto, Córdoba (Centro)',
      'Godoy Cruz, Mendoza',
    ]);
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByText('Zonas de cobertura guardadas')).toBeVisible();
    await expect(page).toHaveURL(editUrl);
    await expect(stepHeading(page)).toHaveText('Zonas de cobertura');

    await next.click();
    await expect(stepHeading(page)).toHaveText('Disponibilidad');
    await expect(
      page.getByRole('combobox', { name: 'Duración de cada turno' }).locator('option:checked'),
    ).toHaveText('120 minutos');
    await expect(
      page.getByRole('combobox', { name: 'Tiempo permitido para ofrecer turnos' }).locator('option:checked'),
    ).toHaveText('60 días');
    await expect(monday.getByRole('switch', { name: 'Lunes' })).toBeChecked();
    // The same 24 h list as when creating, every quarter hour: never the browser's '01:00 PM'.
    await expect(slot.getByRole('combobox', { name: 'Hasta' }).locator('option:checked')).toHaveText('13:00');
    await choose(slot.getByRole('combobox', { name: 'Hasta' }), '13:30');
    await expect(page.getByRole('button', { name: 'Guardar', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Servicio actualizado exitosamente')).toBeVisible();
    await expect(page).toHaveURL('/my-services');
    const editedCard = page.getByRole('article', { name: newTitle });
    await expect(editedCard).toContainText('Río Cuarto, Córdoba y 1 zona más');
    await expect(page.getByRole('article', { name: title })).toHaveCount(0);

    // What was saved survives a reload.
    await page.goto(`/service/${serviceId}`);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newTitle);
    await expect(page.getByRole('list', { name: 'Zonas de cobertura' }).getByRole('listitem')).toHaveText([
      'Centro, Río Cuarto, Córdoba',
      'Godoy Cruz, Mendoza',
    ]);
    await page.getByRole('tab', { name: 'Disponibilidad' }).click();
    const week = page.getByRole('table', { name: 'Disponibilidad semanal' });
    await expect(week.getByRole('row', { name: /Lunes/ })).toContainText('09:00-13:30');
    await expect(page.getByText('Turnos de 120 minutos')).toBeVisible();

    await page.goto(`/services?q=${word}&provincia=Mendoza`);
    await expect(page.getByRole('link', { name: `Ver detalles de ${newTitle}` })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);

    // Deactivated, it leaves the search; deleted, it leaves the list.
    await page.goto('/my-services');
    await confirmServiceAction(page, 'Desactivar', newTitle);
    await expect(page.getByText('Estado del servicio cambiado exitosamente')).toBeVisible();
    await expect(editedCard).toContainText('Inactivo');
    await page.goto(`/services?q=${word}`);
    await expect(page.getByRole('heading', { name: 'No se encontraron servicios' })).toBeVisible();

    await page.goto('/my-services');
    await confirmServiceAction(page, 'Eliminar', newTitle);
    await expect(page.getByText('Servicio eliminado exitosamente')).toBeVisible();
    await expect(editedCard).toHaveCount(0);
    await page.goto(editUrl);
    await expect(page.getByText(/el servicio no existe o no tienes permisos para modificarlo/)).toBeVisible();
  });

  test('otro usuario no puede editar el servicio ajeno @mobile', async ({ page, request }) => {
    const owner = newUser();
    await registerThroughApi(request, owner);
    const service = await publishThroughApi(request, await tokenFor(request, owner), {
      title: `Plomería ${uniqueWord()}`,
    });
    const stranger = newUser({ name: 'Tomás Ibarra' });
    await registerThroughApi(request, stranger);
    await logInThroughScreen(page, stranger);

    const loads: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'GET' && /\/api\/services\/\d+$/.test(sent.url())) loads.push(sent.url());
    });
    await page.goto(`/edit-service/${service.id}`);
    await expect(page.getByText(/el servicio no existe o no tienes permisos para modificarlo/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Título' })).toHaveCount(0);

    // A missing service is as final as someone else's: the screen says so at once, without asking again.
    await page.goto('/edit-service/999999');
    await expect(page.getByRole('heading', { name: 'Servicio no disponible' })).toBeVisible();
    await expect(page.getByText(/el servicio no existe o no tienes permisos para modificarlo/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
    expect(loads.map((url) => url.split('/api/')[1])).toEqual([`services/${service.id}`, 'services/999999']);
    await page.goto(`/edit-service/${service.id}`);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Volver a Mis Servicios' }).click();
    await expect(page).toHaveURL('/my-services');
    await expect(page.getByRole('article', { name: service.title })).toHaveCount(0);
  });
});
