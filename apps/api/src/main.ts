import type { AddressInfo } from 'node:net';
import { Logger } from '@nestjs/common';
import { type AppConfig, ConfigError, loadConfig } from '@changas/server/kernel';
import { createApp } from './app/create-app';
import { closeOnSignals } from './app/graceful-shutdown';

async function bootstrap(): Promise<void> {
  const config = loadConfigOrExit();
  const app = await createApp({ config });
  closeOnSignals(app);
  await app.listen({ port: config.port, host: '0.0.0.0' });
  const { port } = app.getHttpServer().address() as AddressInfo;
  new Logger('Changas').log(`Escuchando en http://localhost:${port}`);
}

/** A configuration mistake is the operator's to fix: one clear line, no stack trace. */
function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`Error de configuración: ${error.message}\n`);
    process.exit(1);
  }
}

bootstrap().catch((error: unknown) => {
  process.stderr.write(
    `No se pudo iniciar Changas: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
