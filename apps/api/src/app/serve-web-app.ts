import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { API_PREFIX } from '@changas/shared/contracts';

const API_PATH = new RegExp(`^/${API_PREFIX}(/|\\?|$)`);

/**
 * Serves the built web app when `webDist` holds one: its files (their .br or .gz twin when the client
 * accepts it), and index.html for any other GET outside /api so that client-side routes survive a
 * reload. Unknown /api paths still get the JSON 404 envelope. Hashed build assets are cached for good;
 * everything else is revalidated. The file list is read at start-up: restart after rebuilding the web app.
 */
export async function serveWebApp(app: NestFastifyApplication, webDist: string): Promise<void> {
  if (!existsSync(join(webDist, 'index.html'))) return;

  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
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
  app
    .getHttpAdapter()
    .getInstance()
    .get('/*', (request, reply) =>
      API_PATH.test(request.url) ? reply.callNotFound() : reply.sendFile('index.html'),
    );
}
