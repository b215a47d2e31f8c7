export { IdentityModule } from './identity.module';
export { IDENTITY_MIGRATIONS } from './infrastructure/migrations/identity.migrations';
// Guarding other contexts' routes: the kernel's guards run the strategy this context registers.
export {
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  OptionalJwtAuthGuard,
} from '@changas/server/kernel';
// The application API that other contexts' adapters and the demo seed call.
export type { User, ProfileDetails, PublicProfile } from './domain/user.entity';
export { CountUsers } from './application/count-users.query';
export { GetProfile } from './application/get-profile.query';
export { GetUsersByIds } from './application/get-users-by-ids.query';
// The notifications context's way to an address: name, email and which mails the user wants.
export {
  GetNotificationContacts,
  type NotificationContact,
} from './application/get-notification-contacts.query';
export { RegisterUser, type RegisterUserCommand } from './application/register-user.use-case';
