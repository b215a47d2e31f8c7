import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { Satisfies } from '@changas/server/kernel';

export const isPositiveInteger = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 1;

/** Texts are counted in code points, like the contracts and the columns (an emoji is one character). */
export const fitsCodePoints = (max: number) => (value: unknown) =>
  typeof value === 'string' && [...value].length <= max;

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
