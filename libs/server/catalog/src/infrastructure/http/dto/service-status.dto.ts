import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import {
  SERVICE_RULES,
  SERVICE_STATUSES,
  type ServiceStatus,
  type ServiceStatusRequest,
} from '@changas/shared/contracts';

/** PATCH /api/services/{id}/status: the status to set, or nothing to toggle. */
export class ServiceStatusDto implements ServiceStatusRequest {
  @ApiPropertyOptional({ enum: SERVICE_STATUSES })
  @IsOptional()
  @IsIn(SERVICE_STATUSES, { message: SERVICE_RULES.status.message })
  status?: ServiceStatus;
}
