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
import { onEveryAnswer } from './answer-steps';
import { endKeepAliveWhileClosing } from './graceful-shutdown';
import { allowConfiguredOrigins, securityHeaders } from './http-security';
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
  const adapter = createHttpAdapter(config.trustProxy);
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, imports),
    adapter,
    // Errors reach the caller instead of aborting the process; logs wait for pino.
    { bufferLogs: true, abortOnError: false },
  );
  app.useLogger(app.get(Logger));
  logRequests(adapter, app.get(ROOT_LOGGER));
  app.setGlobalPrefix(API_PREFIX);
  allowConfiguredOrigins(adapter, config);
  onEveryAnswer(app, [securityHeaders(), endKeepAliveWhileClosing(app)]);
  setupApiDocs(app);
  await serveMedia(app, config.mediaDir);
  await serveWebApp(app, config.webDist, config.webRenderer);
  return app.init();
}
