import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { SERVICE_SEARCH_RULES, type ServiceSearchQuery } from '@changas/shared/contracts';
import { CleanText, InPriorityOrder, PageQueryDto, textChecks } from '@changas/server/kernel';

const { text, filter } = SERVICE_SEARCH_RULES;

const QueryText = ({ maxLength }: { maxLength: { value: number; message: string } }, example: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: String, example }),
    CleanText(),
    IsOptional(),
    InPriorityOrder(...textChecks({ maxLength })),
  );

/** GET /api/services: each filter in its English or Spanish spelling (spec section 2). */
export class ServiceSearchQueryDto extends PageQueryDto implements ServiceSearchQuery {
  @QueryText(text, 'jardinería')
  q?: string;

  @QueryText(filter, 'jardineria')
  category?: string;

  @QueryText(filter, 'jardineria')
  categoria?: string;

  @QueryText(filter, 'Córdoba')
  province?: string;

  @QueryText(filter, 'Córdoba')
  provincia?: string;

  @QueryText(filter, 'Río Cuarto')
  locality?: string;

  @QueryText(filter, 'Río Cuarto')
  localidad?: string;
}
