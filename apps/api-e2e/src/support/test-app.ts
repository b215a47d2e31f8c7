import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadConfig } from '@changas/server/kernel';
// The HTTP tests run the real application in-process, so they import its factory.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { createApp, type CreateAppOptions } from '../../../api/src/app/create-app';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface StartTestAppOptions {
  /** Reuse a database (the caller drops it); by default a fresh one of the selected kind is created. */
  database?: TestDatabase;
  /** Extra Nest modules, e.g. a test-only controller. */
  imports?: CreateAppOptions['imports'];
  /** Extra environment for the configuration, e.g. `{ WEB_DIST: dir }`. */
  env?: Readonly<Record<string, string>>;
}

export interface TestResponse<T = unknown> {
  readonly status: number;
  readonly headers: Headers;
  /** Parsed JSON when the answer is JSON, the text otherwise. */
  readonly body: T;
}

export interface TestApp {
  readonly app: NestFastifyApplication;
  /** `http://127.0.0.1:<port>` */
  readonly baseUrl: string;
  readonly database: TestDatabase;
  /** fetch against the app: `request('/api/categories')`. */
  request<T = unknown>(path: string, init?: RequestInit): Promise<TestResponse<T>>;
  /** Closes the app, then drops its database unless it was passed in. Safe to call twice. */
  close(): Promise<void>;
}

/**
 * Quiet logs, a fixed JWT secret, one allowed CORS origin, no demo data, and rate limits high enough
 * for the many requests every test sends from 127.0.0.1; tests add or override variables through `env`.
 */
export const TEST_ENV = {
  NODE_ENV: 'test',
  JWT_SECRET: 'e2e-secret-not-for-production-0123456789abcdef',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
  CORS_ORIGINS: 'http://allowed.test',
  DEMO_MODE: 'false',
  RATE_LIMIT_MULTIPLIER: '1000',
} as const;

/**
 * Starts the real application on the selected database (TEST_DB), listening on a free port.
 * Its cwd is a scratch folder, so no real data/ folder or web build leaks into a test.
 */
export async function startTestApp(options: StartTestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const cwd = mkdtempSync(join(tmpdir(), 'changas-e2e-cwd-'));
  const cleanUp = async () => {
    rmSync(cwd, { recursive: true, force: true });
    if (!options.database) await database.drop();
  };
  try {
    const config = loadConfig({ ...TEST_ENV, ...database.env, ...options.env }, cwd);
    const app = await createApp({ config, imports: options.imports });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.getHttpServer().address() as AddressInfo;
    const baseUrl = `http://127.0.0.1:${port}`;
    let closing: Promise<void> | undefined;
    return {
      app,
      baseUrl,
      database,
      request: (path, init) => request(`${baseUrl}${path}`, init),
      close: () => (closing ??= app.close().then(cleanUp)),
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

async function request<T>(url: string, init?: RequestInit): Promise<TestResponse<T>> {
  const response = await fetch(url, init);
  const text = await response.text();
  const json = response.headers.get('content-type')?.includes('application/json');
  return { status: response.status, headers: response.headers, body: (json ? JSON.parse(text) : text) as T };
}
