import { REGISTER_RULES, type RegisterRequest } from '@changas/shared/contracts';
import { ConfirmationField, EmailField, NewPasswordField, PhoneField, TextField } from './identity-fields';

export class RegisterDto implements RegisterRequest {
  @TextField(REGISTER_RULES.name, 'Ana Pérez')
  name!: string;

  @EmailField(REGISTER_RULES.email)
  email!: string;

  @NewPasswordField()
  password!: string;

  @ConfirmationField('password', REGISTER_RULES.confirmPassword)
  confirm_password!: string;

  @TextField(REGISTER_RULES.province, 'Córdoba')
  province!: string;

  @TextField(REGISTER_RULES.locality, 'Río Cuarto')
  locality!: string;

  @PhoneField()
  phone = '';
}
