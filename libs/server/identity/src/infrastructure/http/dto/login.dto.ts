import { LOGIN_RULES, type LoginRequest } from '@changas/shared/contracts';
import { EmailField, GivenPasswordField } from './identity-fields';

export class LoginDto implements LoginRequest {
  @EmailField(LOGIN_RULES.email)
  email!: string;

  @GivenPasswordField(LOGIN_RULES.password.required)
  password!: string;
}
