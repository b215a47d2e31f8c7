import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, ValidateIf } from 'class-validator';
import {
  SERVICE_RULES,
  SERVICE_STATUSES,
  type ServiceStatus,
  type ServiceStatusRequest,
} from '@changas/shared/contracts';

/** PATCH /api/services/{id}/status: the status to set, or nothing to toggle. */
export class ServiceStatusDto implements ServiceStatusRequest {
  @ApiPropertyOptional({ enum: SERVICE_STATUSES })
  // Only leaving it out toggles: null is no status and is refused like any other value.
  @ValidateIf((_dto, status) => status !== undefined)
  @IsIn(SERVICE_STATUSES, { message: SERVICE_RULES.status.message })
  status?: ServiceStatus;
}
