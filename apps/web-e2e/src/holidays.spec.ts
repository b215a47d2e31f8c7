import Holidays from 'date-holidays';
import { addDays, argentinaDateOf, ARGENTINA_TIME_ZONE } from '@changas/shared/util';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { logInThroughScreen } from './support/auth';
import { argentinaDay, calendarDay, dayLabel, openRequestModal } from './support/scheduling';
import { publishThroughApi, uniqueWord, tokenFor } from './support/services';
import { newUser, registerThroughApi } from './support/users';

const EVERY_MORNING = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [
    day,
    ['09:00-13:00'],
  ]),
);
/** The booking horizon of a service with a 30-day window. */
const HORIZON_DAYS = 30;

/**
 * The national public holidays from tomorrow to the end of the horizon, in date order, as the package
 * lists them for Argentina: the server runs on the real clock, so the journey finds them at run time.
 */
function nationalHolidaysAhead(): { date: string; name: string }[] {
  const from = argentinaDay(1);
  const to = argentinaDay(HORIZON_DAYS);
  const calendar = new Holidays('AR', {
    languages: ['es'],
    timezone: ARGENTINA_TIME_ZONE,
    types: ['public'],
  });
  const years = [...new Set([from, to].map((date) => Number(date.slice(0, 4))))];
  return years
    .flatMap((year) => calendar.getHolidays(year))
    .map(({ start, name }) => ({ date: argentinaDateOf(start), name }))
    .filter(({ date }) => date >= from && date <= to)
    .sort((a, b) => a.date.localeCompare(b.date));
}

test.describe('feriados en el calendario de reservas', () => {
  test('un servicio que no atiende feriados muestra el próximo feriado deshabilitado con su nombre', async ({
    page,
    request,
  }) => {
    const holidays = nationalHolidaysAhead();
    const [holiday] = holidays;
    test.skip(!holiday, `Ningún feriado nacional cae en los próximos ${HORIZON_DAYS} días`);
    if (!holiday) return;
    const provider = newUser({ name: 'Olga Ferreyra' });
    const client = newUser({ name: 'Julián Paz' });
    for (const user of [provider, client]) await registerThroughApi(request, user);
    const service = await publishThroughApi(request, await tokenFor(request, provider), {
      title: `Jardinería ${uniqueWord()}`,
      availability: EVERY_MORNING,
      skips_national_holidays: true,
    });

    await logInThroughScreen(page, client);
    await page.goto(`/service/${service.id}`);
    const dialog = await openRequestModal(page);
    const label = `Feriado: ${holiday.name}`;
    const holidayDay = dialog.getByRole('button', {
      name: `${dayLabel(holiday.date)}, ${label}`,
      exact: true,
    });
    if (!(await holidayDay.isVisible())) await dialog.getByRole('button', { name: 'Mes siguiente' }).click();

    await expect(holidayDay).toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.getByRole('list', { name: 'Feriados del mes' })).toContainText(label);
    // The ordinary days around it keep their mornings: only the holiday is off.
    const ordinary = (date: string) =>
      date >= argentinaDay(1) &&
      date <= argentinaDay(HORIZON_DAYS) &&
      date.slice(0, 7) === holiday.date.slice(0, 7) &&
      !holidays.some((other) => other.date === date);
    for (const neighbour of [addDays(holiday.date, -1), addDays(holiday.date, 1)].filter(ordinary)) {
      await expect(calendarDay(dialog, neighbour)).toHaveAttribute('aria-disabled', 'false');
    }
    await expectNoSeriousA11yViolations(page);
  });
});
