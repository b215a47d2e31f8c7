import { RESET_PASSWORD_RULES, type ResetPasswordRequest } from '@changas/shared/contracts';
import { NewPasswordField, TextField } from './identity-fields';

export class ResetPasswordDto implements ResetPasswordRequest {
  @TextField(RESET_PASSWORD_RULES.token, 'el token del enlace recibido por correo')
  token!: string;

  @NewPasswordField()
  new_password!: string;
}
