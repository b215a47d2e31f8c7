import type { User } from '../domain/user.entity';

/** What registering or logging in gives: the user and their access token. */
export interface AuthSession {
  readonly user: User;
  readonly token: string;
}
