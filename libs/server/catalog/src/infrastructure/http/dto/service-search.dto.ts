import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { SERVICE_SEARCH_RULES, type ServiceSearchQuery } from '@changas/shared/contracts';
import { InPriorityOrder, Satisfies, textChecks, CleanText } from '@changas/server/kernel';
import { isPositiveInteger, ToNumber } from './dto-values';

const { text, filter, page, limit } = SERVICE_SEARCH_RULES;

const QueryText = ({ maxLength }: { maxLength: { value: number; message: string } }, example: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: String, example }),
    CleanText(),
    IsOptional(),
    InPriorityOrder(...textChecks({ maxLength })),
  );

const PositiveInteger = (message: string, example: number) =>
  applyDecorators(
    ApiPropertyOptional({ type: Number, example }),
    ToNumber(),
    IsOptional(),
    Satisfies('positiveInteger', isPositiveInteger, message),
  );

/** Page and page size of a list; a size above the maximum is cut to it. */
export class PageQueryDto {
  @PositiveInteger(page, 1)
  page?: number;

  @PositiveInteger(limit, 9)
  limit?: number;
}

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
