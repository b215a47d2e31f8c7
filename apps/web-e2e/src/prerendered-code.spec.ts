import { ROUTES } from '@changas/shared/contracts';
import { expect, test } from './support/fixtures';
import { gate } from './support/gate';
import { laterStartSteps, libraryChunk, screenCode, startChunk } from './support/web-build';

// Playwright's trace keeps the browser from reading its cache: a traced page fetches every file again.
test.use({ trace: 'off' });

interface Fetch {
  readonly path: string;
  readonly prefetch: boolean;
  finishedAt?: number;
  fromCache?: boolean;
}

test.describe('el código de una página prerenderizada', () => {
  test('pide el código de su arranque y de su pantalla una vez dibujada y lo lee de la caché en vez de esperarlo import por import', async ({
    page,
  }) => {
    const chunks = [...laterStartSteps(), ...screenCode('feature-services')];
    expect(chunks).toContain(libraryChunk('feature-services'));
    expect(laterStartSteps()).not.toEqual([]);

    const fetches = new Map<string, Fetch>();
    const prefetched = new Set<string>();
    const prefetchesArrived = gate();
    const devtools = await page.context().newCDPSession(page);
    devtools.on('Network.requestWillBeSent', ({ requestId, request }) =>
      fetches.set(requestId, {
        path: new URL(request.url).pathname,
        prefetch: request.headers['Sec-Purpose'] === 'prefetch',
      }),
    );
    devtools.on('Network.responseReceived', ({ requestId, response }) => {
      const fetch = fetches.get(requestId);
      if (fetch) fetch.fromCache = response.fromDiskCache;
    });
    devtools.on('Network.loadingFinished', ({ requestId, timestamp }) => {
      const fetch = fetches.get(requestId);
      if (!fetch) return;
      fetch.finishedAt = timestamp;
      if (fetch.prefetch) prefetched.add(fetch.path);
      if (chunks.every((chunk) => prefetched.has(chunk))) prefetchesArrived.open();
    });
    // Which of a module's requests comes first is a race on a fast local network: the start-up is held
    // until every prefetch has arrived, as it would be behind a slow round trip, so that each of its
    // modules has one in the cache to read.
    devtools.on('Fetch.requestPaused', async ({ requestId }) => {
      await Promise.race([prefetchesArrived.opened, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      await devtools.send('Fetch.continueRequest', { requestId });
    });
    await devtools.send('Network.enable');
    await devtools.send('Fetch.enable', { patterns: [{ urlPattern: `*${startChunk()}` }] });

    await page.goto(ROUTES.services);
    await expect(page.locator('html[data-interactive]')).toBeAttached();
    const all = [...fetches.values()];
    for (const chunk of chunks) {
      const [prefetch, ...morePrefetches] = all.filter(({ path, prefetch }) => path === chunk && prefetch);
      expect(prefetch?.finishedAt, `${chunk} prefetched`).toBeDefined();
      expect(morePrefetches, `${chunk} prefetched once`).toEqual([]);
      const [run, ...moreRuns] = all.filter(({ path, prefetch }) => path === chunk && !prefetch);
      expect(run, `${chunk} run`).toBeDefined();
      expect(moreRuns, `${chunk} run once`).toEqual([]);
      expect(run.fromCache, `${chunk} read from the cache`).toBe(true);
    }
  });
});
