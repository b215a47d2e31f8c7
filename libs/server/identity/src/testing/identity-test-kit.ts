import { CountUsers } from '../application/count-users.query';
import { GetNotificationContacts } from '../application/get-notification-contacts.query';
import { GetProfile } from '../application/get-profile.query';
import { GetUsersByIds } from '../application/get-users-by-ids.query';
import { LoginUser } from '../application/login-user.use-case';
import { type RegisterUserCommand, RegisterUser } from '../application/register-user.use-case';
import { RequestPasswordReset } from '../application/request-password-reset.use-case';
import { ResetPassword } from '../application/reset-password.use-case';
import { UpdateNotificationPreferences } from '../application/update-notification-preferences.use-case';
import { UpdateProfile } from '../application/update-profile.use-case';
import type { User } from '../domain/user.entity';
import { ManualClock } from '@changas/server/kernel/testing';
import { FakePasswordHasher, FakeTokenIssuer, RecordingMailer } from './fakes';
import { InMemoryResetTokenRepository } from './reset-token.in-memory-repository';
import { InMemoryUserRepository } from './user.in-memory-repository';

export const ANA: RegisterUserCommand = {
  name: 'Ana Pérez',
  email: 'ana@example.com',
  password: 'Secreta123',
  phone: '+54 9 11 1234-5678',
  province: 'Córdoba',
  locality: 'Río Cuarto',
};

/** Every use case of the context over in-memory adapters that the test can inspect. */
export function createIdentityTestKit() {
  const users = new InMemoryUserRepository();
  const resetTokens = new InMemoryResetTokenRepository();
  const hasher = new FakePasswordHasher();
  const tokens = new FakeTokenIssuer();
  const mailer = new RecordingMailer();
  const clock = new ManualClock();
  const appUrl = 'https://changas.test';

  const kit = {
    users,
    resetTokens,
    hasher,
    mailer,
    clock,
    registerUser: new RegisterUser(users, hasher, tokens, clock),
    loginUser: new LoginUser(users, hasher, tokens),
    requestPasswordReset: new RequestPasswordReset(users, resetTokens, mailer, clock, appUrl),
    resetPassword: new ResetPassword(users, resetTokens, hasher, clock),
    getProfile: new GetProfile(users),
    getUsersByIds: new GetUsersByIds(users),
    updateProfile: new UpdateProfile(users),
    updateNotificationPreferences: new UpdateNotificationPreferences(users),
    getNotificationContacts: new GetNotificationContacts(users),
    countUsers: new CountUsers(users),
    /** Registers `command` (ANA by default) and answers the stored user. */
    async register(command: Partial<RegisterUserCommand> = {}): Promise<User> {
      const result = await kit.registerUser.execute({ ...ANA, ...command });
      if (!result.ok) throw result.error;
      return result.value.user;
    },
    /** The secret of the last mailed reset link. */
    lastResetSecret(): string {
      const link = mailer.sent.at(-1)?.link ?? '';
      return link.slice(link.lastIndexOf('/') + 1);
    },
  };
  return kit;
}
