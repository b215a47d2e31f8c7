import helmet from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '@changas/server/kernel';

/**
 * helmet's headers with a CSP that fits the SPA (MUI injects styles, service images come from any
 * host) and the Swagger UI (external scripts, inline styles); CORS only for the configured origins.
 */
export async function applyHttpSecurity(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:', 'http:'],
        // The app may be served over plain http (local, demo); upgrading would break it.
        upgradeInsecureRequests: null,
      },
    },
  });
  app.enableCors({ origin: [...config.corsOrigins] });
}
