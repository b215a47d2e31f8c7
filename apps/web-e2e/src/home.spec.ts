import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { choose } from './support/select';

test.describe('inicio', () => {
  test('muestra las 20 categorías del servidor y busca por texto, provincia y localidad', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Encuentra el servicio que necesitas, cerca de tu casa',
    );

    const categories = page.getByRole('region', { name: 'Explora por categoría' }).getByRole('link');
    await expect(categories).toHaveCount(20);
    // Within the grid: a featured service may be called 'Jardinería …' too (earlier journeys publish one).
    await expect(categories.filter({ hasText: 'Jardinería' })).toHaveAttribute(
      'href',
      '/services?category=jardineria',
    );
    await expectNoSeriousA11yViolations(page);

    const search = page.getByRole('search', { name: 'Buscar servicios' });
    await search.getByRole('textbox', { name: '¿Qué servicio necesitas?' }).fill('plomero');
    await expect(search.getByRole('combobox', { name: 'Localidad' })).toBeDisabled();
    await choose(search.getByRole('combobox', { name: 'Provincia' }), 'Santa Fe');
    await choose(search.getByRole('combobox', { name: 'Localidad' }), 'Rosario');
    await search.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL('/services?q=plomero&province=Santa+Fe&locality=Rosario');
  });
});
