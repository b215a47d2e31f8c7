import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { HealthResponse, ReadinessResponse } from '@changas/shared/contracts';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { DomainError } from '../../domain/domain-error';

/** A database that hangs must fail the probe, not hold it open. */
const READINESS_TIMEOUT_MS = 3_000;

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    @InjectPinoLogger(HealthController.name) private readonly logger: PinoLogger,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Liveness: the process answers' })
  live(): HealthResponse {
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOperation({ summary: 'Readiness: the database answers SELECT 1' })
  async ready(): Promise<ReadinessResponse> {
    try {
      await this.pingDatabase();
    } catch (error) {
      this.logger.warn({ err: error }, 'Database not ready');
      throw new DomainError('COMMON.SERVICE_UNAVAILABLE');
    }
    return { status: 'ready', database: 'up' };
  }

  private async pingDatabase(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`No answer in ${READINESS_TIMEOUT_MS} ms`)),
        READINESS_TIMEOUT_MS,
      );
    });
    try {
      await Promise.race([this.dataSource.query('SELECT 1'), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
