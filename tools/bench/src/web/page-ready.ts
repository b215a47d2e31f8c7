import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { startHttpsFront } from './https-front';
import { median } from './lighthouse';

/** The round trips a visitor's connection adds to every request: a good one, and a phone's on a slow network. */
const ROUND_TRIPS_MS = [40, 150] as const;
const RUNS = 7;

/** Medians of `RUNS` loads of a page in Chromium with an empty cache. */
export interface PageReadiness {
  readonly page: string;
  /** HTTP/1.1 to the API itself, or HTTP/2 through a TLS front as deployed. */
  readonly protocol: 'HTTP/1.1' | 'HTTP/2';
  readonly roundTripMs: (typeof ROUND_TRIPS_MS)[number];
  /** The first text on screen. */
  readonly firstContentMs: number;
  /** The page answers input: the app marks `html[data-interactive]` once React has taken the first screen. */
  readonly interactiveMs: number;
}

/** Notes the moment the app marks the document interactive, in the page's own clock. */
const noteInteractive = () =>
  new MutationObserver((_records, observer) => {
    Object.assign(window, { interactiveAt: performance.now() });
    observer.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-interactive'] });

async function loadOnce(page: Page, url: string): Promise<{ firstContentMs: number; interactiveMs: number }> {
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  // A page the browser draws alone is marked on React's commit, which comes before the paint that shows it.
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  return page.evaluate(() => ({
    firstContentMs: performance.getEntriesByName('first-contentful-paint')[0].startTime,
    interactiveMs: (window as unknown as { interactiveAt: number }).interactiveAt,
  }));
}

/**
 * How long each page takes to show its text and to answer input, over HTTP/1.1 and HTTP/2, at each round
 * trip (DevTools' latency, added to every request; bandwidth and CPU as the machine's). Lighthouse simulates
 * one slow phone and scores what it sees; this shows what the page's own fetching costs as the round trip grows.
 */
export async function pageReadiness(apiUrl: string, pages: readonly string[]): Promise<PageReadiness[]> {
  const front = await startHttpsFront(apiUrl);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--ignore-certificate-errors-spki-list=${front.spkiHash}`],
  });
  const protocols = [
    ['HTTP/1.1', apiUrl],
    ['HTTP/2', front.baseUrl],
  ] as const;
  try {
    const readiness: PageReadiness[] = [];
    for (const page of pages)
      for (const [protocol, baseUrl] of protocols)
        for (const roundTripMs of ROUND_TRIPS_MS) {
          const runs = [];
          for (let run = 0; run < RUNS; run++) {
            const context = await browser.newContext();
            const tab = await context.newPage();
            await tab.addInitScript(noteInteractive);
            const devtools = await context.newCDPSession(tab);
            await devtools.send('Network.enable');
            await devtools.send('Network.emulateNetworkConditions', {
              offline: false,
              latency: roundTripMs,
              downloadThroughput: -1,
              uploadThroughput: -1,
            });
            runs.push(await loadOnce(tab, `${baseUrl}${page}`));
            await context.close();
          }
          readiness.push({
            page,
            protocol,
            roundTripMs,
            firstContentMs: Math.round(median(runs.map((run) => run.firstContentMs))),
            interactiveMs: Math.round(median(runs.map((run) => run.interactiveMs))),
          });
          console.log(`  Página lista: ${JSON.stringify(readiness.at(-1))}`);
        }
    return readiness;
  } finally {
    await browser.close();
    await front.close();
  }
}
