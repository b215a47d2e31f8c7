import { FORGOT_PASSWORD_RULES, type ForgotPasswordRequest } from '@changas/shared/contracts';
import { EmailField } from './identity-fields';

export class ForgotPasswordDto implements ForgotPasswordRequest {
  @EmailField(FORGOT_PASSWORD_RULES.email)
  email!: string;
}
