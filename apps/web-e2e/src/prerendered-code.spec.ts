import { ROUTES } from '@changas/shared/contracts';
import { expect, test } from './support/fixtures';
import { laterStartSteps, libraryChunk, screenCode } from './support/web-build';

// Playwright's trace keeps the browser from reading its cache: a traced page fetches every file again.
test.use({ trace: 'off' });

interface Fetch {
  readonly path: string;
  readonly prefetch: boolean;
  readonly sentAt: number;
  finishedAt?: number;
  fromCache?: boolean;
}

test.describe('el código de una página prerenderizada', () => {
  test('pide el código de su arranque y de su pantalla una vez dibujada y lo lee de la caché en vez de esperarlo import por import', async ({
    page,
  }) => {
    const fetches = new Map<string, Fetch>();
    const devtools = await page.context().newCDPSession(page);
    devtools.on('Network.requestWillBeSent', ({ requestId, request, timestamp }) =>
      fetches.set(requestId, {
        path: new URL(request.url).pathname,
        prefetch: request.headers['Sec-Purpose'] === 'prefetch',
        sentAt: timestamp,
      }),
    );
    devtools.on('Network.responseReceived', ({ requestId, response }) => {
      const fetch = fetches.get(requestId);
      if (fetch) fetch.fromCache = response.fromDiskCache;
    });
    devtools.on('Network.loadingFinished', ({ requestId, timestamp }) => {
      const fetch = fetches.get(requestId);
      if (fetch) fetch.finishedAt = timestamp;
    });
    await devtools.send('Network.enable');

    await page.goto(ROUTES.services);
    const chunks = [...laterStartSteps(), ...screenCode('feature-services')];
    expect(chunks).toContain(libraryChunk('feature-services'));
    expect(laterStartSteps()).not.toEqual([]);
    const all = [...fetches.values()];
    // Over HTTP/1.1 the browser may ask for a module before its prefetch has come (six connections for
    // some fifty files): that one goes to the network. Every module whose prefetch had come reads it,
    // and most had (37 to 44 of the screen's 44 here).
    const cachedInTime = chunks.filter((chunk) => {
      const [prefetch, ...morePrefetches] = all.filter(({ path, prefetch }) => path === chunk && prefetch);
      expect(prefetch, `${chunk} prefetched`).toBeDefined();
      expect(morePrefetches, `${chunk} prefetched once`).toEqual([]);
      const [run, ...moreRuns] = all.filter(({ path, prefetch }) => path === chunk && !prefetch);
      expect(run, `${chunk} run`).toBeDefined();
      expect(moreRuns, `${chunk} run once`).toEqual([]);
      if (run.sentAt < (prefetch.finishedAt ?? Infinity)) return false;
      expect(run.fromCache, `${chunk} read from the cache`).toBe(true);
      return true;
    });
    expect(cachedInTime.length).toBeGreaterThan(chunks.length / 2);
  });
});
