import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { choose } from './support/select';
import { publishThroughApi, tokenFor } from './support/services';
import { newUser, registerThroughApi } from './support/users';

test.describe('catálogo: búsqueda', () => {
  test('desde el inicio por texto, provincia y localidad, con resultados paginados', async ({
    page,
    request,
  }) => {
    const provider = newUser({ name: 'Ramiro Acosta' });
    await registerThroughApi(request, provider);
    const token = await tokenFor(request, provider);
    const word = `zr${Date.now().toString(36)}`;
    for (let index = 1; index <= 11; index += 1) {
      await publishThroughApi(request, token, {
        title: `Destapaciones ${word} ${index}`,
        zones: [{ province: 'Santa Fe', locality: 'Rosario' }],
      });
    }
    // Same word elsewhere: the place filters must leave it out.
    await publishThroughApi(request, token, {
      title: `Destapaciones ${word} Córdoba`,
      zones: [{ province: 'Córdoba', locality: 'Río Cuarto' }],
    });

    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Servicios destacados' });
    await expect(featured.getByRole('article')).toHaveCount(4);

    const search = page.getByRole('search', { name: 'Buscar servicios' });
    await search.getByRole('textbox', { name: '¿Qué servicio necesitas?' }).fill(word.toUpperCase());
    await choose(search.getByRole('combobox', { name: 'Provincia' }), 'Santa Fe');
    await choose(search.getByRole('combobox', { name: 'Localidad' }), 'Rosario');
    await search.getByRole('button', { name: 'Buscar' }).click();

    await expect(page).toHaveURL(/\/services\?/);
    await expect(page.getByText('Mostrando 1-9 de 11 servicios')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(9);
    await expectNoSeriousA11yViolations(page);

    const pagination = page.getByRole('navigation', { name: 'Paginación' });
    await pagination.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByText('Mostrando 10-11 de 11 servicios')).toBeVisible();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('article')).toHaveCount(2);

    await page.goBack();
    await expect(page.getByText('Mostrando 1-9 de 11 servicios')).toBeVisible();

    await page.getByRole('link', { name: `Ver detalles de Destapaciones ${word} 11` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Destapaciones ${word} 11`);
  });

  test('los filtros del listado aceptan ambas grafías y se limpian', async ({ page, request }) => {
    const provider = newUser();
    await registerThroughApi(request, provider);
    const word = `zs${Date.now().toString(36)}`;
    await publishThroughApi(request, await tokenFor(request, provider), {
      title: `Jardinería ${word}`,
      category: 'Jardinería',
      zones: [{ province: 'Mendoza', locality: 'Godoy Cruz' }],
    });

    await page.goto(`/services?q=${word}&categoria=Jardinería&provincia=Mendoza&localidad=Godoy Cruz`);
    await expect(page.getByText('Mostrando 1-1 de 1 servicio')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Servicios de Jardinería');

    const filters = page.getByRole('search', { name: 'Filtrar servicios' });
    await choose(filters.getByRole('combobox', { name: 'Categoría' }), 'Plomería');
    await expect(page.getByRole('heading', { name: 'No se encontraron servicios' })).toBeVisible();
    await expect(page.getByText(/No hay servicios de Plomería/)).toBeVisible();

    await filters.getByRole('button', { name: 'Limpiar filtros' }).click();
    await expect(page).toHaveURL('/services');
    await expect(page.getByText(/Mostrando 1-9 de \d+ servicios/)).toBeVisible();

    await page
      .getByRole('button', { name: /Agregar .* a favoritos/ })
      .first()
      .click();
    await expect(page).toHaveURL('/login');
  });
});
