import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { SERVICE_SEARCH_RULES } from '@changas/shared/contracts';
import { Satisfies } from './dto-fields';

export const isPositiveInteger = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 1;

/** An optional positive integer of the query string ('2' arrives as text); anything else answers `message`. */
export const QueryInteger = (message: string, example: number) =>
  applyDecorators(
    ApiPropertyOptional({ type: Number, example }),
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value,
    ),
    IsOptional(),
    Satisfies('positiveInteger', isPositiveInteger, message),
  );

/** Page and page size of every list; the use case cuts a size above the list's maximum to it. */
export class PageQueryDto {
  @QueryInteger(SERVICE_SEARCH_RULES.page, 1)
  page?: number;

  @QueryInteger(SERVICE_SEARCH_RULES.limit, 9)
  limit?: number;
}
