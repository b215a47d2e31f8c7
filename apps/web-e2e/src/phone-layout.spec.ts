import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { logInThroughScreen } from './support/auth';
import { SERVICE_DESCRIPTION, publishThroughApi, tokenFor, uniqueWord } from './support/services';
import { newUser, registerThroughApi } from './support/users';

/** Nothing makes the page wider than the window, so it never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

test.describe('diseño en el teléfono', () => {
  test('los filtros del listado están al costado en la computadora y en un panel en el teléfono @mobile', async ({
    page,
  }) => {
    await page.goto('/services');
    const sidebar = page.getByRole('complementary').getByRole('search', { name: 'Filtrar servicios' });
    const openFilters = page.getByRole('button', { name: 'Filtros', exact: true });
    if ((page.viewportSize()?.width ?? 0) >= 900) {
      await expect(sidebar).toBeVisible();
      await expect(openFilters).toBeHidden();
      return;
    }
    await expect(sidebar).toBeHidden();
    await openFilters.click();
    const drawer = page.getByRole('dialog', { name: 'Filtros' });
    await expect(drawer.getByRole('search', { name: 'Filtrar servicios' })).toBeVisible();
  });

  test('una palabra de 60 letras en el título, la descripción y el barrio no ensancha ninguna pantalla @mobile', async ({
    page,
    request,
  }) => {
    const owner = newUser();
    await registerThroughApi(request, owner);
    const word = uniqueWord();
    const longWord = word + 'x'.repeat(60 - word.length);
    const title = `Plomería ${longWord}`;
    await publishThroughApi(request, await tokenFor(request, owner), {
      title,
      description: `${longWord} ${SERVICE_DESCRIPTION}`,
      zones: [{ province: 'Santa Fe', locality: 'Rosario', neighborhood: longWord }],
    });

    await page.goto(`/services?q=${word}`);
    await expect(page.getByRole('article', { name: title })).toContainText(longWord);
    await expectNoSidewaysScroll(page);

    await page.getByRole('link', { name: `Ver detalles de ${title}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText(`${longWord} ${SERVICE_DESCRIPTION}`)).toBeVisible();
    await expectNoSidewaysScroll(page);

    await logInThroughScreen(page, owner);
    await page.goto('/my-services');
    await expect(page.getByRole('article', { name: title })).toBeVisible();
    await expectNoSidewaysScroll(page);

    // The edit wizard shows the zone, neighbourhood included, in its list.
    await page.getByRole('link', { name: `Editar ${title}` }).click();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByRole('list', { name: /Zonas agregadas/ })).toContainText(longWord);
    await expectNoSidewaysScroll(page);
  });

  test('la paginación entra en una línea, con botones de 44 px @mobile', async ({ page }) => {
    // The demo data alone fills five pages: the third shows the most buttons.
    await page.goto('/services?page=3');
    const pagination = page.getByRole('navigation', { name: 'Paginación' });
    await expect(pagination.getByRole('button', { name: 'Página 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoSeriousA11yViolations(page);

    const boxes = await pagination
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes.length).toBeGreaterThanOrEqual(6);
    for (const box of boxes) {
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.top, 'todos los botones en la misma línea').toBe(boxes[0].top);
    }
    await expectNoSidewaysScroll(page);

    await pagination.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page).toHaveURL(/page=4/);
    await expect(pagination.getByRole('button', { name: 'Página 4' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
