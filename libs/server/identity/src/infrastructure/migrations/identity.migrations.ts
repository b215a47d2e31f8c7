import { CreateUsers1795400000000 } from './1795400000000-create-users.migration';
import { CreatePasswordResetTokens1795400000001 } from './1795400000001-create-password-reset-tokens.migration';

/** The identity context's migrations, oldest first; the API collects every context's list. */
export const IDENTITY_MIGRATIONS = [CreateUsers1795400000000, CreatePasswordResetTokens1795400000001];
