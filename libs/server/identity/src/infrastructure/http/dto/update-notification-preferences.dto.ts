import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { ValidateIf } from 'class-validator';
import {
  NOTIFICATION_PREFERENCE_RULES,
  type UpdateNotificationPreferencesRequest,
} from '@changas/shared/contracts';
import { Satisfies } from '@changas/server/kernel';

/** An optional switch: left out it keeps its value; null or anything but true/false is refused. */
const PreferenceField = () =>
  applyDecorators(
    ApiPropertyOptional({ type: Boolean }),
    ValidateIf((_dto, value) => value !== undefined),
    Satisfies('boolean', (value) => typeof value === 'boolean', NOTIFICATION_PREFERENCE_RULES.boolean),
  );

export class UpdateNotificationPreferencesDto implements UpdateNotificationPreferencesRequest {
  @PreferenceField()
  requests_received?: boolean;

  @PreferenceField()
  answers?: boolean;

  @PreferenceField()
  reminders?: boolean;
}
