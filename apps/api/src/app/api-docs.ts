import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { API_PREFIX } from '@changas/shared/contracts';

/** OpenAPI document and Swagger UI at /api/docs, built on the first visit. */
export function setupApiDocs(app: NestFastifyApplication): void {
  const config = new DocumentBuilder()
    .setTitle('Changas API')
    .setDescription(
      'API del marketplace de servicios Changas. Toda respuesta usa el sobre { success, data | error }.',
    )
    .setVersion('1.0')
    .addBearerAuth()
    .build();
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, () => SwaggerModule.createDocument(app, config));
}
