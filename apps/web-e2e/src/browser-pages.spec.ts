import { API_PATHS, ROUTES, SESSION_COOKIE } from '@changas/shared/contracts';
import { logInThroughScreen } from './support/auth';
import { expect, test } from './support/fixtures';
import { gate } from './support/gate';
import { publishThroughApi, tokenFor } from './support/services';
import { newUser, registerThroughApi } from './support/users';
import { libraryChunk, libraryChunks } from './support/web-build';

const SIGNED_IN = { cookie: `${SESSION_COOKIE}=cualquiera` };

/** The documents the browser draws alone, and the feature library whose screen each shows first. */
const FIRST_SCREENS: readonly [string, string, boolean][] = [
  [ROUTES.login, 'feature-auth', false],
  [ROUTES.register, 'feature-auth', false],
  [ROUTES.registerAlias, 'feature-auth', false],
  [ROUTES.forgotPassword, 'feature-auth', false],
  [ROUTES.dashboard, 'feature-auth', false],
  [ROUTES.dashboard, 'feature-dashboard', true],
  [ROUTES.profile, 'feature-profile', true],
  [ROUTES.myServices, 'feature-my-services', true],
  [ROUTES.offerService, 'feature-service-editor', true],
  [ROUTES.editService(1), 'feature-service-editor', true],
  [ROUTES.favorites, 'feature-favorites', true],
  [ROUTES.myRequests, 'feature-requests', true],
  [ROUTES.receivedRequests, 'feature-requests', true],
  [ROUTES.home, 'feature-home', true],
  [ROUTES.services, 'feature-services', true],
  [ROUTES.serviceDetail(1), 'feature-service-detail', true],
  [ROUTES.provider(1), 'feature-provider', true],
  [ROUTES.help, 'feature-static-pages', true],
  ['/ningun-lado', 'feature-static-pages', false],
];

test.describe('páginas que dibuja el navegador', () => {
  test('cada documento trae precargado el código de la pantalla que muestra primero', async ({ request }) => {
    for (const [path, library, signedIn] of FIRST_SCREENS) {
      const document = await (await request.get(path, { headers: signedIn ? SIGNED_IN : {} })).text();
      expect(document, `${path}${signedIn ? ' con sesión' : ''}`).toContain(
        `<link rel="modulepreload" crossorigin href="${libraryChunk(library)}">`,
      );
    }
  });

  test('su primer dibujo es la pantalla, no el cargador de la app', async ({ page }) => {
    // What #root holds when React first fills it: the first screen is committed whole, or the loader is.
    await page.addInitScript(() =>
      new MutationObserver((_records, observer) => {
        const root = document.getElementById('root');
        if (!root?.hasChildNodes()) return;
        Object.assign(window, { firstDrawn: root.textContent });
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true }),
    );
    // A private page without a session shows /login's screen.
    for (const path of [ROUTES.login, ROUTES.dashboard]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iniciar sesión');
      const firstDrawn = await page.evaluate(() => (window as unknown as { firstDrawn: string }).firstDrawn);
      expect(firstDrawn, path).toContain('Iniciar sesión');
      expect(firstDrawn, path).not.toContain('Cargando...');
    }
  });

  test('con sesión, la pantalla pide sus datos mientras llega su código, no después', async ({
    page,
    request,
  }) => {
    const user = newUser();
    await registerThroughApi(request, user);
    const service = await publishThroughApi(request, await tokenFor(request, user));
    await logInThroughScreen(page, user);
    // Each screen, its library, and a request for its own data (path and query: the shell asks for the
    // saved services too, all of them, where /favorites asks for a page; the editor, for the categories too).
    const screens: readonly [string, string, string][] = [
      [ROUTES.dashboard, 'feature-dashboard', API_PATHS.dashboard],
      [ROUTES.myServices, 'feature-my-services', `${API_PATHS.myServices}?limit=50`],
      [ROUTES.profile, 'feature-profile', API_PATHS.user.profile],
      [ROUTES.offerService, 'feature-service-editor', API_PATHS.categories],
      [ROUTES.editService(service.id), 'feature-service-editor', API_PATHS.service(service.id)],
      [`${ROUTES.favorites}?page=2`, 'feature-favorites', `${API_PATHS.favorites}?page=2`],
      [ROUTES.myRequests, 'feature-requests', `${API_PATHS.myAppointments}?page=1&limit=50`],
      [
        `${ROUTES.receivedRequests}?servicio=${service.id}`,
        'feature-requests',
        `${API_PATHS.receivedAppointments}?page=1&limit=50&service_id=${service.id}`,
      ],
    ];
    for (const [path, library, data] of screens) {
      // The screen's code is held back until its data has been asked for: a screen that asked only once
      // rendered would never ask, and the wait below would time out.
      const screenCodeHeld = gate();
      const screenChunk = `**${libraryChunk(library)}`;
      await page.route(screenChunk, async (route) => {
        await screenCodeHeld.opened;
        await route.continue();
      });
      const asked = page.waitForRequest(
        (sent) => {
          const { pathname, search } = new URL(sent.url());
          return `${pathname}${search}` === `/api/${data}`;
        },
        { timeout: 10_000 },
      );
      const opened = page.goto(path);
      await asked;
      screenCodeHeld.open();
      await opened;
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await page.unroute(screenChunk);
    }
  });

  test('si el código de su pantalla no llega, muestra el error de la ruta dentro de la app', async ({
    page,
    consoleErrors,
  }) => {
    // A chunk gone after a deploy: the start-up waits for it before rendering, and must render anyway.
    const screenChunk = libraryChunk('feature-auth');
    await page.route(`**${screenChunk}`, (route) => route.fulfill({ status: 404 }));
    await page.goto(ROUTES.login);
    await expect(page.getByText('No pudimos cargar esta página.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Changas' }).first()).toBeVisible();
    // The import's failure, which the route's boundary reports, is what this journey provokes.
    consoleErrors.provoked(/dynamically imported module/);
  });

  test('/login llega con todo su código pedido por el documento, sin descubrirlo import por import', async ({
    page,
  }) => {
    // Who asked for each file: 'parser' is the document's HTML, 'script' an import found by running code.
    const askedBy = new Map<string, string>();
    const devtools = await page.context().newCDPSession(page);
    devtools.on('Network.requestWillBeSent', ({ request, initiator }) =>
      askedBy.set(new URL(request.url).pathname, initiator.type),
    );
    await devtools.send('Network.enable');
    await page.goto(ROUTES.login);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iniciar sesión');
    const screenChunks = libraryChunks('feature-auth');
    expect(screenChunks.length).toBeGreaterThan(5);
    for (const chunk of screenChunks) expect(askedBy.get(chunk), chunk).toBe('parser');
  });
});
