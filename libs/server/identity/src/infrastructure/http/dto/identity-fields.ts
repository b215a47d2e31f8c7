import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ValidateBy, ValidateIf } from 'class-validator';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_RULES,
  phoneProblem,
  PHONE_RULES,
  type Rule,
} from '@changas/shared/contracts';
import { CleanText, InPriorityOrder, isGiven, MatchesRule, textChecks } from '@changas/server/kernel';
import { normalizeEmail } from '../../../domain/email';

export { OptionalTextField, TextField } from '@changas/server/kernel';

const SameAs = (property: string, message: string): PropertyDecorator =>
  ValidateBy(
    {
      name: 'sameAs',
      validator: {
        validate: (value, args) =>
          value === (args?.object as Record<string, unknown> | undefined)?.[property],
      },
    },
    { message },
  );

/** A required email, trimmed and lower-cased before it is checked. */
export const EmailField = ({ required, pattern }: { required: string; pattern: Rule<RegExp> }) =>
  applyDecorators(
    ApiProperty({ type: String, example: 'ana@example.com' }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? normalizeEmail(value) : value)),
    InPriorityOrder(
      ...textChecks({ required, pattern, maxLength: { value: EMAIL_MAX_LENGTH, message: pattern.message } }),
    ),
  );

/** A new password under the spec's rules; passwords are never trimmed. */
export const NewPasswordField = () =>
  applyDecorators(
    ApiProperty({ type: String, example: 'Secreta123' }),
    InPriorityOrder(
      ...textChecks(
        PASSWORD_RULES,
        MatchesRule('uppercase', PASSWORD_RULES.uppercase),
        MatchesRule('digit', PASSWORD_RULES.digit),
      ),
    ),
  );

/** A password that only has to be given (login). */
export const GivenPasswordField = (required: string) =>
  applyDecorators(
    ApiProperty({ type: String, example: 'Secreta123' }),
    InPriorityOrder(...textChecks({ required })),
  );

/** The repeated password, equal to `property`. */
export const ConfirmationField = (property: string, rules: { required: string; mismatch: string }) =>
  applyDecorators(
    ApiProperty({ type: String, example: 'Secreta123' }),
    InPriorityOrder(...textChecks({ required: rules.required }, SameAs(property, rules.mismatch))),
  );

/**
 * An optional phone under the web form's own check (`phoneProblem`): area code, length, a valid number.
 * Absent, null or empty it stays ''; the domain stores it in E.164.
 */
export const PhoneField = () =>
  applyDecorators(
    ApiPropertyOptional({ type: String, example: '011 15-2345-6789', default: '' }),
    CleanText(),
    ValidateIf(isGiven),
    ValidateBy({
      name: 'phone',
      validator: {
        validate: (value) => typeof value === 'string' && phoneProblem(value) === undefined,
        defaultMessage: (args) =>
          (typeof args?.value === 'string' && phoneProblem(args.value)) || PHONE_RULES.invalid,
      },
    }),
  );
