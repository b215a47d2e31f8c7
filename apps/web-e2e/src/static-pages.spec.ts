import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';

const STATIC_PAGES = [
  { path: '/how-it-works', via: 'header', link: 'Cómo funciona', title: /cómo funciona/i },
  { path: '/about-us', via: 'header', link: 'Nosotros', title: /nosotros|conoce/i },
  { path: '/help', via: 'footer', link: 'Centro de ayuda', title: /ayuda/i },
  { path: '/terms-and-conditions', via: 'footer', link: 'Términos y condiciones', title: /términos/i },
  { path: '/privacy-policy', via: 'footer', link: 'Política de privacidad', title: /privacidad/i },
] as const;

test.describe('páginas institucionales', () => {
  test('se recorren desde el encabezado y el pie sin problemas de accesibilidad', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();

    for (const staticPage of STATIC_PAGES) {
      const region =
        staticPage.via === 'header'
          ? page.getByRole('navigation', { name: 'Menú principal' })
          : page.getByRole('contentinfo');
      await region.getByRole('link', { name: staticPage.link, exact: true }).click();
      await expect(page).toHaveURL(staticPage.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(staticPage.title);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expectNoSeriousA11yViolations(page);
    }
  });

  test('el centro de ayuda filtra las preguntas y muestra el estado vacío', async ({ page }) => {
    await page.goto('/help');
    const questions = page
      .getByRole('region', { name: 'Preguntas frecuentes' })
      .getByRole('button', { expanded: false });
    await expect(questions).toHaveCount(12);

    const search = page.getByRole('textbox', { name: 'Buscar en el centro de ayuda' });
    await search.fill('pago');
    const filtered = await questions.count();
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(12);

    await search.fill('PAGÓ');
    await expect(questions).toHaveCount(filtered);

    await search.fill('xyzzy inexistente');
    await expect(page.getByText('No se encontraron resultados')).toBeVisible();
    await expect(questions).toHaveCount(0);
  });

  test('las respuestas de la búsqueda aparecen justo debajo del buscador @mobile', async ({ page }) => {
    await page.goto('/help');
    const search = page.getByRole('textbox', { name: 'Buscar en el centro de ayuda' });
    await search.fill('comisión');
    const firstAnswer = page
      .getByRole('region', { name: 'Preguntas frecuentes' })
      .getByRole('button', { name: /¿Cuánto cobra Changas de comisión\?/ });
    // Seen without scrolling, right under the box: not after the topic cards (once about 1,000 px below).
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(firstAnswer).toBeInViewport();
    const questionTop = await firstAnswer.evaluate((question) => question.getBoundingClientRect().top);
    const searchBottom = await search.evaluate((box) => box.getBoundingClientRect().bottom);
    expect(questionTop).toBeGreaterThan(searchBottom);
    await expectNoSeriousA11yViolations(page);
  });

  test('el video explicativo avisa que llegará pronto, sin un reproductor que no funciona', async ({
    page,
  }) => {
    await page.goto('/how-it-works');
    await page.getByRole('button', { name: 'Ver video explicativo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Video explicativo' });
    await expect(dialog).toContainText('estará disponible muy pronto');
    await expect(dialog.locator('svg')).toHaveCount(0);
    await expect(dialog.getByRole('button')).toHaveText(['Cerrar']);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();
  });

  test('el botón para volver arriba aparece después de desplazarse', async ({ page }) => {
    await page.goto('/terms-and-conditions');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Términos y condiciones');
    const toTop = page.getByRole('button', { name: 'Volver arriba' });
    await expect(toTop).toBeHidden();
    await page.mouse.move(640, 600);
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expect(toTop).toBeVisible();
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(toTop).toBeHidden();
  });

  test('una ruta desconocida muestra la página 404 en español, con el estado 404', async ({ page }) => {
    expect((await page.goto('/no-existe'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
    await expect(page.getByRole('link', { name: /inicio/i }).first()).toBeVisible();
  });

  test('un servicio que no existe muestra su aviso, con el estado 404', async ({ page }) => {
    expect((await page.goto('/service/999999'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Servicio no encontrado.' })).toBeVisible();
  });

  test('/registro lleva a /register', async ({ page }) => {
    await page.goto('/registro');
    await expect(page).toHaveURL('/register');
  });

  test('el menú lateral móvil replica la navegación @mobile', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'solo en ancho de teléfono');
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.getByRole('navigation', { name: 'Menú principal móvil' });
    await drawer.getByRole('link', { name: 'Nosotros' }).click();
    await expect(page).toHaveURL('/about-us');
    await expect(drawer).toBeHidden();
    await expectNoSeriousA11yViolations(page);
  });

  test('los buscadores leen /robots.txt, no la aplicación, y los recursos llegan comprimidos', async ({
    request,
  }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain('Disallow: /api/');

    const html = await (await request.get('/')).text();
    const script = /src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await request.get(script as string, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.headers()['content-encoding']).toBe('br');
  });
});
