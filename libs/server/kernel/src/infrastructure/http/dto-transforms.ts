import { Transform } from 'class-transformer';

/** DTO property decorator: strings arrive without surrounding spaces; other values pass untouched for the validators. */
export const Trim = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));
