import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ValidateBy, ValidateIf } from 'class-validator';
import { type Rule, textProblem, type TextRules, VALIDATION_MESSAGES } from '@changas/shared/contracts';
import { CleanText } from './dto-transforms';

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

/** What a value that is not text is told: that the field is required, or else its first limit. */
const notTextMessage = ({ required, minLength, maxLength, pattern }: TextRules) =>
  required ??
  maxLength?.message ??
  minLength?.message ??
  pattern?.message ??
  VALIDATION_MESSAGES.malformedText;

/**
 * The contracts' text rules as one check, the web forms' own (`textProblem`): lengths in code points,
 * lone surrogates refused, the first broken rule's message.
 */
const TextCheck = (rules: TextRules): PropertyDecorator =>
  ValidateBy({
    name: 'text',
    validator: {
      validate: (value) => typeof value === 'string' && textProblem(value, rules) === undefined,
      defaultMessage: (args) =>
        (typeof args?.value === 'string' && textProblem(args.value, rules)) || notTextMessage(rules),
    },
  });

/** The check of a text's rules, followed by `more` in priority order. */
export const textChecks = (rules: TextRules, ...more: PropertyDecorator[]): PropertyDecorator[] => [
  TextCheck(rules),
  ...more,
];

/** True for a value the client actually sent: optional fields skip their checks otherwise. */
export const isGiven = (_dto: object, value: unknown) =>
  value !== undefined && value !== null && value !== '';

/** A required text, cleaned. */
export const TextField = (rules: TextRules & { required: string }, example: string) =>
  applyDecorators(ApiProperty({ type: String, example }), CleanText(), InPriorityOrder(...textChecks(rules)));

/** An optional text, cleaned; absent, null or empty it stays '' (spec section 3) and skips the checks. */
export const OptionalTextField = (rules: TextRules, example: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: String, example, default: '' }),
    CleanText(),
    ValidateIf(isGiven),
    InPriorityOrder(...textChecks(rules)),
  );
