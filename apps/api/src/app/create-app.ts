import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  type AppConfig,
  createHttpAdapter,
  loadConfig,
  logRequests,
  ROOT_LOGGER,
} from '@changas/server/kernel';
import { API_PREFIX } from '@changas/shared/contracts';
import { Logger } from 'nestjs-pino';
import { setupApiDocs } from './api-docs';
import { AppModule, type ModuleImport } from './app.module';
import { endKeepAliveWhileClosing } from './graceful-shutdown';
import { applyHttpSecurity } from './http-security';
import { serveMedia } from './serve-media';
import { serveWebApp } from './serve-web-app';

export interface CreateAppOptions {
  /** Defaults to the configuration read from the environment. */
  config?: AppConfig;
  /** Extra Nest modules mounted beside the contexts, e.g. test-only controllers. */
  imports?: readonly ModuleImport[];
}

/**
 * The fully configured, initialised application (migrations already run), not yet listening:
 * main.ts listens on PORT, the HTTP tests on port 0.
 */
export async function createApp({
  config = loadConfig(),
  imports = [],
}: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, imports),
    createHttpAdapter(),
    // Errors reach the caller instead of aborting the process; logs wait for pino.
    { bufferLogs: true, abortOnError: false },
  );
  app.useLogger(app.get(Logger));
  logRequests(app.getHttpAdapter().getInstance(), app.get(ROOT_LOGGER));
  app.setGlobalPrefix(API_PREFIX);
  applyHttpSecurity(app, config);
  endKeepAliveWhileClosing(app);
  setupApiDocs(app);
  await serveMedia(app, config.mediaDir);
  await serveWebApp(app, config.webDist, config.webRenderer);
  return app.init();
}
