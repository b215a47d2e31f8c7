import type { User } from '../../domain/user.entity';

/** Issues the access token (the session) of a user, bound to its current session version. */
export interface TokenIssuer {
  issue(user: User): Promise<string>;
}
