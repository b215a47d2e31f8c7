import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { logInThroughScreen } from './support/auth';
import { argentinaDay, bookThroughApi, dayLabel, sessionFor, switchUser } from './support/scheduling';
import { publishThroughApi, uniqueWord } from './support/services';
import { newUser, registerThroughApi } from './support/users';

const TOMORROW = argentinaDay(1);
const EVERY_DAY = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [
    day,
    ['09:00-13:00'],
  ]),
);

/** 'martes 2 de diciembre': how the WhatsApp message names the turno's day. */
const spokenDay = (date: string) =>
  new Intl.DateTimeFormat('es-AR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })
    .format(new Date(`${date}T12:00:00Z`))
    .replace(',', '');

const whatsAppHref = (digits: string, name: string, title: string, time: string) =>
  `https://wa.me/${digits}?text=${encodeURIComponent(
    `Hola ${name}, te escribo por el turno de "${title}" del ${spokenDay(TOMORROW)}, ${time} h.`,
  )}`;

const requestCard = (page: Page, title: string, time: string) =>
  page.getByRole('article', { name: `${title} ${dayLabel(TOMORROW)} · ${time}` });
const whatsAppLink = (page: Page, title: string, time: string) =>
  requestCard(page, title, time).getByRole('link', { name: /^Contactar por WhatsApp/ });

test.describe('WhatsApp entre las partes de un turno aceptado', () => {
  test('después de aceptar, cliente y proveedor ven el WhatsApp del otro y el cliente baja el .ics; una pendiente no lo muestra', async ({
    page,
    request,
  }) => {
    test.slow();
    const provider = newUser({ name: 'Marta Giménez', phone: '011 15-2345-6789' });
    const client = newUser({ name: 'Bruno Díaz', phone: '0351 15 412-3456' });
    await registerThroughApi(request, provider);
    await registerThroughApi(request, client);
    const providerSession = await sessionFor(request, provider);
    const clientSession = await sessionFor(request, client);
    const title = `Plomería ${uniqueWord()}`;
    const service = await publishThroughApi(request, providerSession.token, {
      title,
      availability: EVERY_DAY,
    });
    for (const time of ['10:00', '11:00']) {
      await bookThroughApi(request, clientSession.token, {
        service_id: service.id,
        date: TOMORROW,
        time_slot: time,
      });
    }

    await logInThroughScreen(page, provider);
    await page.goto('/received-requests');
    await requestCard(page, title, '10:00').getByRole('button', { name: 'Aceptar' }).click();
    await expect(requestCard(page, title, '10:00')).toContainText('Aceptada');
    await expect(whatsAppLink(page, title, '10:00')).toHaveAttribute(
      'href',
      whatsAppHref('5493514123456', 'Bruno Díaz', title, '10:00'),
    );
    await expect(whatsAppLink(page, title, '10:00')).toHaveAttribute('target', '_blank');
    await expect(requestCard(page, title, '11:00')).toContainText('Pendiente');
    await expect(whatsAppLink(page, title, '11:00')).toHaveCount(0);

    await switchUser(page, client);
    await page.goto('/my-requests');
    const accepted = requestCard(page, title, '10:00');
    await expect(whatsAppLink(page, title, '10:00')).toHaveAttribute(
      'href',
      whatsAppHref('5491123456789', 'Marta Giménez', title, '10:00'),
    );
    const downloading = page.waitForEvent('download');
    await accepted.getByRole('button', { name: 'Agregar al calendario' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^turno-\d+\.ics$/);
    const calendar = new ICAL.Component(ICAL.parse(readFileSync(await download.path(), 'utf8')));
    const vevent = calendar.getFirstSubcomponent('vevent') ?? undefined;
    const event = new ICAL.Event(vevent);
    expect(event.summary).toBe(`Turno: ${title}`);
    // 10:00 in Buenos Aires on the turno's day, whatever the browser's zone.
    expect(event.startDate.toString()).toBe(`${TOMORROW}T10:00:00`);
    expect(vevent?.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('America/Argentina/Buenos_Aires');
    await expect(accepted.getByRole('link', { name: /^Google Calendar/ })).toHaveAttribute(
      'href',
      /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/,
    );
    await expect(whatsAppLink(page, title, '11:00')).toHaveCount(0);
    // Both phones are mobiles: nobody is asked for one.
    await expect(page.getByText(/Agregá un teléfono celular válido/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
