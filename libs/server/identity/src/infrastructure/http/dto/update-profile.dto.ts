import { PROFILE_RULES, type UpdateProfileRequest } from '@changas/shared/contracts';
import { EmailField, OptionalTextField, PhoneField, TextField } from './identity-fields';

/** The whole profile; phone, province and locality left out are stored empty (spec section 3). */
export class UpdateProfileDto implements UpdateProfileRequest {
  @TextField(PROFILE_RULES.name, 'Ana Pérez')
  name!: string;

  @EmailField(PROFILE_RULES.email)
  email!: string;

  @PhoneField()
  phone = '';

  @OptionalTextField(PROFILE_RULES.province, 'Córdoba')
  province = '';

  @OptionalTextField(PROFILE_RULES.locality, 'Río Cuarto')
  locality = '';
}
