import { CreateUsers1795400000000 } from './1795400000000-create-users.migration';
import { CreatePasswordResetTokens1795400000001 } from './1795400000001-create-password-reset-tokens.migration';
import { ExactUserEmails1795710000000 } from './1795710000000-exact-user-emails.migration';
import { AddUserSessionVersions1795710000001 } from './1795710000001-add-user-session-versions.migration';
import { NormaliseUserPhones1795910000000 } from './1795910000000-normalise-user-phones.migration';
import { AddUserNotificationPreferences1795910000001 } from './1795910000001-add-user-notification-preferences.migration';

/** The identity context's migrations, oldest first; the API collects every context's list. */
export const IDENTITY_MIGRATIONS = [
  CreateUsers1795400000000,
  CreatePasswordResetTokens1795400000001,
  ExactUserEmails1795710000000,
  AddUserSessionVersions1795710000001,
  NormaliseUserPhones1795910000000,
  AddUserNotificationPreferences1795910000001,
];
