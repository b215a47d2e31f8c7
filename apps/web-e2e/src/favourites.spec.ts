import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { logInThroughScreen } from './support/auth';
import { publishThroughApi, tokenFor, uniqueWord } from './support/services';
import { newUser, registerThroughApi } from './support/users';

test.describe('favoritos', () => {
  test('B guarda dos servicios desde el listado, los ve en /favorites tras recargar y quita uno', async ({
    page,
    request,
  }) => {
    const provider = newUser({ name: 'Ramiro Acosta' });
    const client = newUser({ name: 'Beto Gómez' });
    await registerThroughApi(request, provider);
    await registerThroughApi(request, client);
    const word = uniqueWord();
    const token = await tokenFor(request, provider);
    for (const title of [`Poda ${word}`, `Riego ${word}`, `Pintura ${word}`]) {
      await publishThroughApi(request, token, {
        title,
        zones: [{ province: 'Córdoba', locality: 'Río Cuarto' }],
      });
    }

    await logInThroughScreen(page, client);
    await page.goto(`/services?q=${word}`);
    await expect(page.getByText('Mostrando 1-3 de 3 servicios')).toBeVisible();
    for (const title of [`Poda ${word}`, `Riego ${word}`]) {
      await page.getByRole('button', { name: `Agregar ${title} a favoritos` }).click();
      await expect(page.getByRole('button', { name: `Quitar ${title} de favoritos` })).toBeVisible();
    }

    await page.goto('/favorites');
    await page.reload();
    const saved = page.getByRole('article');
    await expect(saved).toHaveCount(2);
    const riego = page.getByRole('article', { name: `Riego ${word}` });
    await expect(riego).toContainText('Río Cuarto, Córdoba');
    await expect(riego).toContainText('Ramiro Acosta');
    await expectNoSeriousA11yViolations(page);

    await riego.getByRole('button', { name: `Quitar Riego ${word} de favoritos` }).click();
    await expect(page.getByText('Servicio eliminado de favoritos')).toBeVisible();
    await expect(saved).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole('article', { name: `Poda ${word}` })).toBeVisible();
    await expect(saved).toHaveCount(1);

    await page.goto('/dashboard');
    await expect(
      page
        .getByRole('region', { name: 'Tu actividad' })
        .getByRole('listitem')
        .filter({ hasText: 'Favoritos' }),
    ).toHaveText('1Favoritos');
  });

  test('si el servidor rechaza el favorito, el corazón vuelve atrás y un aviso lo explica', async ({
    page,
    request,
  }) => {
    const provider = newUser();
    const client = newUser();
    await registerThroughApi(request, provider);
    await registerThroughApi(request, client);
    const word = uniqueWord();
    await publishThroughApi(request, await tokenFor(request, provider), { title: `Mudanza ${word}` });
    // The service disappears between the listing and the click.
    await page.route('**/api/favorites', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 404,
            contentType: 'application/json',
            body: JSON.stringify({
              success: false,
              error: 'Servicio no encontrado.',
              code: 'CATALOG.SERVICE_NOT_FOUND',
            }),
          })
        : route.fallback(),
    );

    await logInThroughScreen(page, client);
    await page.goto(`/services?q=${word}`);
    await page.getByRole('button', { name: `Agregar Mudanza ${word} a favoritos` }).click();

    const toast = page.getByRole('alert').filter({ hasText: 'Error al agregar a favoritos' });
    await expect(toast).toContainText('Servicio no encontrado.');
    await expect(page.getByRole('button', { name: `Agregar Mudanza ${word} a favoritos` })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('favorites'))).toBe('[]');
  });
});
