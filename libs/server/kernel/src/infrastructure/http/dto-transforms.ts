import { Transform } from 'class-transformer';
import { cleanText } from '@changas/shared/contracts';

/**
 * DTO property decorator: text arrives as fields keep it (trimmed; empty when nothing in it is
 * visible) and null as empty text, so null means "not given" wherever empty text does. Other values
 * pass untouched for the validators.
 */
export const CleanText = () =>
  Transform(({ value }: { value: unknown }) =>
    value === null ? '' : typeof value === 'string' ? cleanText(value) : value,
  );
