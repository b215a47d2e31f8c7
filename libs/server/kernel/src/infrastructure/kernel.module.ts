import { type DynamicModule, Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CLOCK, type Clock, systemClock } from '../domain/clock.port';
import { ApiExceptionFilter } from './http/api-exception.filter';
import { AppConfigController } from './http/app-config.controller';
import { HealthController } from './http/health.controller';
import { createValidationPipe } from './http/validation-pipe.factory';
import { buildLoggerParams, createRootLogger, ROOT_LOGGER } from './logging/logger-params';
import { InMemoryRateLimitStore } from './rate-limit/in-memory-rate-limit.store';
import { RATE_LIMIT_STORE } from './rate-limit/rate-limit.store.port';

/**
 * Cross-cutting server wiring: configuration, clock and rate-limit counters for every context, pino
 * logging (the root logger; requests are logged by `logRequests`), the global validation pipe and
 * error filter (the success envelope is the adapter's), the health probes and the public app settings.
 */
@Global()
@Module({})
export class KernelModule {
  static forRoot(config: AppConfig): DynamicModule {
    const logger = createRootLogger(config);
    return {
      module: KernelModule,
      imports: [LoggerModule.forRoot(buildLoggerParams(logger))],
      controllers: [HealthController, AppConfigController],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: ROOT_LOGGER, useValue: logger },
        { provide: CLOCK, useValue: systemClock },
        {
          provide: RATE_LIMIT_STORE,
          inject: [CLOCK],
          useFactory: (clock: Clock) => new InMemoryRateLimitStore(clock),
        },
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
      ],
      exports: [APP_CONFIG, CLOCK, RATE_LIMIT_STORE, ROOT_LOGGER],
    };
  }
}
