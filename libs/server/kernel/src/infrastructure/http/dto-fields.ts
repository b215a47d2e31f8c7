import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength, MinLength, ValidateBy, ValidateIf } from 'class-validator';
import { Trim } from './dto-transforms';

/** The contracts' rule shape: a value and its Spanish message. */
export interface Rule<T> {
  readonly value: T;
  readonly message: string;
}

export interface TextRules {
  readonly required?: string;
  readonly minLength?: Rule<number>;
  readonly maxLength?: Rule<number>;
  readonly pattern?: Rule<RegExp>;
}

/** A check under its own constraint name, so several checks on one field keep their own messages. */
export const Satisfies = (
  name: string,
  test: (value: unknown) => boolean,
  message: string,
): PropertyDecorator => ValidateBy({ name, validator: { validate: (value) => test(value) } }, { message });

/** A pattern under its own constraint name. */
export const MatchesRule = (name: string, { value, message }: Rule<RegExp>): PropertyDecorator =>
  Satisfies(name, (text) => typeof text === 'string' && value.test(text), message);

/**
 * Checks given in the order their messages win (required, then length, then format): the pipe
 * reports the last registered failing check, so they are registered in reverse.
 */
export const InPriorityOrder = (...checks: PropertyDecorator[]) => applyDecorators(...[...checks].reverse());

/** The decorators of a text's rules, in priority order, followed by `more`. */
export function textChecks(
  { required, minLength, maxLength, pattern }: TextRules,
  ...more: PropertyDecorator[]
): PropertyDecorator[] {
  return [
    ...(required ? [IsString({ message: required }), IsNotEmpty({ message: required })] : []),
    ...(minLength ? [MinLength(minLength.value, { message: minLength.message })] : []),
    ...(maxLength ? [MaxLength(maxLength.value, { message: maxLength.message })] : []),
    ...(pattern ? [MatchesRule('pattern', pattern)] : []),
    ...more,
  ];
}

/** True for a value the client actually sent: optional fields skip their checks otherwise. */
export const isGiven = (_dto: object, value: unknown) =>
  value !== undefined && value !== null && value !== '';

/** A required text, trimmed. */
export const TextField = (rules: TextRules & { required: string }, example: string) =>
  applyDecorators(ApiProperty({ type: String, example }), Trim(), InPriorityOrder(...textChecks(rules)));

/** An optional text, trimmed; absent or empty it stays '' (spec section 3) and skips the checks. */
export const OptionalTextField = (rules: TextRules, example: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: String, example, default: '' }),
    Trim(),
    ValidateIf(isGiven),
    InPriorityOrder(...textChecks(rules)),
  );
