import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MEDIA_PATH_PREFIX } from '@changas/shared/contracts';

/** Images change only with a new build; a day of caching spares the listing a request per card. */
const MEDIA_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Serves the files of `mediaDir` read-only at /media/ (the demo's category images, so they load
 * offline). Nothing is served when the folder does not exist; unknown files answer the JSON 404.
 */
export async function serveMedia(app: NestFastifyApplication, mediaDir: string): Promise<void> {
  if (!existsSync(mediaDir)) return;
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: MEDIA_PATH_PREFIX,
    // The web app's registration owns reply.sendFile.
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    maxAge: MEDIA_MAX_AGE_MS,
  });
}
