import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { API_PREFIX } from '@changas/shared/contracts';
import { type Preloads, PrerenderedPages } from './prerendered-pages';

const API_PATH = new RegExp(`^/${API_PREFIX}(/|\\?|$)`);

/** The build's preload lists (tools/build/start-chunks.mjs); none when the build wrote none. */
function readPreloads(webDist: string): Preloads {
  const file = join(webDist, '.vite', 'preloads.json');
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Preloads)
    : { start: [], laterSteps: [], libraries: {} };
}

/**
 * Serves the built web app when `webDist` holds one: its files (their .br or .gz twin when the client
 * accepts it), and an HTML document for any other GET outside /api so that client-side routes survive a
 * reload: with `webRenderer` built, a public page prerendered, any other index.html with the server's
 * settings and its code preloaded, and a path no route answers is a 404; without it, index.html.
 * Unknown /api paths still get the JSON 404 envelope. Hashed build assets are cached for good; everything
 * else is revalidated. The files are read at start-up: restart after rebuilding the web app.
 */
export async function serveWebApp(
  app: NestFastifyApplication,
  webDist: string,
  webRenderer: string,
): Promise<void> {
  const indexHtml = join(webDist, 'index.html');
  if (!existsSync(indexHtml)) return;
  const fastify = app.getHttpAdapter().getInstance();
  // The prerendered pages' API calls, answered in-process by the same routes the browser calls.
  const fetchApi: typeof fetch = async (input, init) => {
    const answer = await fastify.inject({
      method: 'GET',
      url: String(input),
      headers: Object.fromEntries(new Headers(init?.headers)),
    });
    const headers = Object.entries(answer.headers).map(
      ([name, value]) => [name, String(value)] as [string, string],
    );
    return new Response(new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
  const prerendered = PrerenderedPages.load(
    webRenderer,
    readFileSync(indexHtml, 'utf8'),
    readPreloads(webDist),
    fetchApi,
  );

  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    // '/' is a page like any other (the catch-all below), not the bare index.html.
    index: false,
    // The build writes a .br and a .gz beside every text asset over 1 kB; the client's Accept-Encoding picks one.
    preCompressed: true,
    setHeaders: (reply, path) =>
      reply.header(
        'cache-control',
        relative(webDist, path).startsWith(`assets${sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      ),
  });
  fastify.get('/*', async (request, reply) => {
    if (API_PATH.test(request.url)) return reply.callNotFound();
    // The document depends on the session cookie: a shared cache keeps one per cookie (CORS added Origin).
    const vary = reply.getHeader('vary');
    reply.header('vary', `${vary ? `${String(vary)}, ` : ''}accept-encoding, cookie`);
    if (!prerendered) return reply.sendFile('index.html');
    // A path no route answers, or a page of something the API does not know, is not found: search
    // engines do not keep it, and the browser draws the not-found page as for any other.
    const page =
      (await prerendered.forRequest(request.url, request.headers.cookie)) ??
      (await prerendered.forBrowser(request.url, request.headers.cookie));
    const { encoding, body } = page.encodedFor(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .code(page.status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(body);
  });
}
