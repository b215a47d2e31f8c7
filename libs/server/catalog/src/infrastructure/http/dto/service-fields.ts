import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { plainToInstance, Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsObject, ValidateIf, ValidateNested } from 'class-validator';
import {
  decimalPlaces,
  DEFAULT_CATEGORIES,
  hasAvailableDay,
  isAcceptedImageUrl,
  type ServiceRules,
} from '@changas/shared/contracts';
import { normalizeSearchText } from '@changas/shared/util';
import { InPriorityOrder, isGiven, Satisfies, textChecks, CleanText } from '@changas/server/kernel';
import { AvailabilityDto } from './availability.dto';
import { isPlainObject, ToNumber } from './dto-values';
import { ZoneDto } from './zone.dto';

const CATEGORY_SLUGS = new Set<string>(DEFAULT_CATEGORIES.map(({ slug }) => slug));

/** A category's name or slug, in any case and accents. */
export const CategoryField = ({ category }: ServiceRules) =>
  applyDecorators(
    ApiProperty({ type: String, example: 'Jardinería', description: 'Nombre o slug de la categoría' }),
    CleanText(),
    InPriorityOrder(
      ...textChecks(category),
      Satisfies(
        'category',
        (value) => CATEGORY_SLUGS.has(normalizeSearchText(String(value))),
        category.required,
      ),
    ),
  );

/** Pesos above 0, at most the maximum, with up to two decimals (1e-7 has seven); numeric text is accepted. */
export const PriceField = ({ price }: ServiceRules) =>
  applyDecorators(
    ApiProperty({ type: Number, example: 12500 }),
    ToNumber(),
    InPriorityOrder(
      Satisfies(
        'positive',
        (value) => typeof value === 'number' && value > price.min.value,
        price.min.message,
      ),
      Satisfies('max', (value) => (value as number) <= price.max.value, price.max.message),
      Satisfies(
        'decimals',
        (value) => typeof value === 'number' && decimalPlaces(value) <= price.decimals.value,
        price.decimals.message,
      ),
    ),
  );

/** One of the form's options; left out, the form's default. */
export const OptionField = ({ options, message }: { options: readonly number[]; message: string }) =>
  applyDecorators(
    ApiPropertyOptional({ type: Number, enum: options }),
    ToNumber(),
    Satisfies('option', (value) => options.includes(value as number), message),
  );

/**
 * An optional yes/no, as a JSON boolean only ('true' or 1 would hide a client's bug); left out, the
 * use case decides.
 */
export const FlagField = ({ message }: { message: string }) =>
  applyDecorators(
    ApiPropertyOptional({ type: Boolean }),
    ValidateIf((_dto: object, value: unknown) => value !== undefined),
    Satisfies('boolean', (value) => typeof value === 'boolean', message),
  );

/** At least one zone, at most the maximum; other values than a list count as none. */
export const ZonesField = ({ zones }: ServiceRules) =>
  applyDecorators(
    ApiProperty({ type: [ZoneDto] }),
    // One zone past the maximum is enough to refuse the list: the rest are not validated one by one.
    Transform(({ value }: { value: unknown }) =>
      Array.isArray(value)
        ? value
            .slice(0, zones.maxItems.value + 1)
            .map((zone: unknown) => plainToInstance(ZoneDto, isPlainObject(zone) ? zone : {}))
        : undefined,
    ),
    InPriorityOrder(
      IsArray({ message: zones.required }),
      ArrayMinSize(1, { message: zones.required }),
      ArrayMaxSize(zones.maxItems.value, { message: zones.maxItems.message }),
    ),
    ValidateNested({ each: true }),
  );

/** The week's ranges with at least one available day; other values than an object count as none. */
export const AvailabilityField = ({ availability }: ServiceRules) =>
  applyDecorators(
    ApiProperty({ type: AvailabilityDto }),
    Transform(({ value }: { value: unknown }) =>
      isPlainObject(value) ? plainToInstance(AvailabilityDto, value) : undefined,
    ),
    InPriorityOrder(
      IsObject({ message: availability.required }),
      Satisfies(
        'availableDay',
        (value) => isPlainObject(value) && hasAvailableDay(value),
        availability.required,
      ),
    ),
    ValidateNested(),
  );

/** An optional image: an http(s) URL or a /media/ path; null or '' removes it. */
export const ImageUrlField = ({ imageUrl }: ServiceRules) =>
  applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, example: 'https://example.com/foto.jpg' }),
    CleanText(),
    ValidateIf(isGiven),
    InPriorityOrder(
      ...textChecks({ required: imageUrl.format.message, maxLength: imageUrl.maxLength }),
      Satisfies('imageUrl', (value) => isAcceptedImageUrl(String(value)), imageUrl.format.message),
    ),
  );
