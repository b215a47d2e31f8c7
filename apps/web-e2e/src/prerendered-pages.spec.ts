import type { APIRequestContext, Route } from '@playwright/test';
import { API_PATHS, API_PREFIX, ROUTES } from '@changas/shared/contracts';
import { expect, test } from './support/fixtures';
import { publishThroughApi, tokenFor, uniqueWord } from './support/services';
import { newUser, registerThroughApi } from './support/users';

async function publishGuitarLessons(request: APIRequestContext) {
  const provider = newUser({ name: 'Marina Quiroga' });
  await registerThroughApi(request, provider);
  const word = uniqueWord();
  const service = await publishThroughApi(request, await tokenFor(request, provider), {
    title: `Clases de guitarra ${word}`,
    category: 'Música',
  });
  return { word, service };
}

test.describe('páginas prerenderizadas', () => {
  test('sin JavaScript se leen el inicio, una búsqueda con sus resultados y un servicio, con su título', async ({
    browser,
    request,
  }) => {
    const { word, service } = await publishGuitarLessons(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto(ROUTES.home);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Encuentra el servicio que necesitas, cerca de tu casa' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Explora por categoría' }).getByRole('link')).toHaveCount(
      20,
    );

    await page.goto(`${ROUTES.services}?q=${word}`);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('link', { name: service.title })).toBeVisible();

    await page.goto(ROUTES.serviceDetail(service.id));
    await expect(page.getByRole('heading', { level: 1, name: service.title })).toBeVisible();
    await expect(page).toHaveTitle(`${service.title} | Changas`);
    await context.close();
  });

  test('el navegador adopta la página con sus datos, sin pedirlos otra vez, y responde al uso', async ({
    page,
    request,
  }) => {
    const { word, service } = await publishGuitarLessons(request);
    const listingCalls: string[] = [];
    const settingsCalls: string[] = [];
    page.on('request', (sent) => {
      const { pathname } = new URL(sent.url());
      if (pathname === '/api/services') listingCalls.push(sent.url());
      if (pathname === `/${API_PREFIX}/${API_PATHS.appConfig}`) settingsCalls.push(sent.url());
    });

    // A style element moved in the document makes the browser restyle the whole page: the prerendered
    // ones stay where the server put them.
    await page.addInitScript(() => {
      const moved: string[] = [];
      Object.assign(window, { movedStyles: moved });
      new MutationObserver((records) =>
        records.forEach((record) =>
          record.removedNodes.forEach(
            (node) => node.nodeName === 'STYLE' && moved.push(node.textContent ?? ''),
          ),
        ),
      ).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${ROUTES.services}?q=${word}`);
    await expect(page.getByRole('article')).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { movedStyles: string[] }).movedStyles)).toEqual(
      [],
    );
    // Nor does it insert the global styles again (the baseline, the inputs' autofill keyframes).
    await expect(page.locator('style[data-emotion^="chg-global"]')).toHaveCount(0);
    // The browser's style sheet holds only what the page drew after hydrating: a few buttons' rules, not
    // the hundreds the server already sent (MUI's composed classes included).
    const rulesAddedByTheBrowser = await page.evaluate(() =>
      [...document.querySelectorAll('style[data-emotion="chg"]')].reduce(
        (count, style) => count + ((style as HTMLStyleElement).sheet?.cssRules.length ?? 0),
        0,
      ),
    );
    expect(rulesAddedByTheBrowser, 'the page came with its style rules').toBeLessThan(40);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole('link', { name: service.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: service.title })).toBeVisible();
    expect(await page.evaluate(() => 'samePage' in window), 'a navigation inside the app').toBe(true);
    expect(listingCalls, 'the listing came in the document').toEqual([]);
    expect(settingsCalls, "the server's settings came in the document").toEqual([]);
  });
  test('el inicio, una búsqueda y un servicio, con precios y su cuenta, se dibujan sin formateadores de Intl', async ({
    page,
    request,
  }) => {
    const { word, service } = await publishGuitarLessons(request);
    // A page's first Intl formatter loads ICU's locale data, the longest task of a phone's start-up.
    await page.addInitScript(() => {
      const built: string[] = [];
      Object.assign(window, { intlFormatters: built });
      const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
      for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'RelativeTimeFormat']) {
        intl[name] = new Proxy(intl[name], {
          construct: (target, args) => (built.push(name), Reflect.construct(target, args)),
        });
      }
      const toLocaleString = Number.prototype.toLocaleString;
      Number.prototype.toLocaleString = function (this: number, ...args: []) {
        built.push('Number.toLocaleString');
        return toLocaleString.apply(this, args);
      };
    });
    await page.goto(ROUTES.home);
    const search = page.getByRole('search', { name: 'Buscar servicios' });
    await search.getByRole('textbox', { name: '¿Qué servicio necesitas?' }).fill(word);
    await search.getByRole('button', { name: 'Buscar' }).click();
    // Drawn by the browser: the count and the card's price.
    await expect(page.getByText('Mostrando 1-1 de 1 servicio')).toBeVisible();
    await expect(page.getByRole('article').getByText('$ 12.500')).toBeVisible();
    // And the service's page, drawn by the browser too: its price, rating and availability.
    await page.getByRole('link', { name: service.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: service.title })).toBeVisible();
    await expect(page.getByText('$ 12.500').first()).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { intlFormatters: string[] }).intlFormatters),
    ).toEqual([]);
  });

  test('el código de una pantalla llega cuando el puntero se apoya en su enlace, antes del clic', async ({
    page,
  }) => {
    await page.goto(ROUTES.home);
    // The app has started: its start-up chunks came after the first paint, and nothing is loading.
    await page.waitForLoadState('networkidle');
    const scripts: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
    });
    const gardening = page
      .getByRole('region', { name: 'Explora por categoría' })
      .getByRole('link')
      .filter({ hasText: 'Jardinería' });

    await gardening.hover();
    // Until the screen and the chunks it imports have come: half a second without a new script.
    await expect
      .poll(
        async () => {
          const requested = scripts.length;
          await page.waitForTimeout(500);
          return requested > 0 && scripts.length === requested;
        },
        { message: 'the search screen loads on hover' },
      )
      .toBe(true);
    // From here on the network holds every script back: the click must need none.
    let holding = true;
    const heldBack: Route[] = [];
    await page.route(/\.js$/, (route) => (holding ? void heldBack.push(route) : route.continue()));
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await gardening.click();

    await expect(page).toHaveURL('/services?category=jardineria');
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await page.evaluate(() => 'samePage' in window), 'a navigation inside the app').toBe(true);
    // Scripts asked for meanwhile (the pointer now rests on a service's link) go on.
    holding = false;
    await Promise.all(heldBack.map((route) => route.continue()));
  });
});
