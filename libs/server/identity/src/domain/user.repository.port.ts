import type { Result } from '@changas/server/kernel/domain';
import type { NewUser, User } from './user.entity';

export interface UserRepository {
  findById(id: number): Promise<User | undefined>;
  /** The users among `ids` (already unique); unknown ids are left out. */
  findByIds(ids: readonly number[]): Promise<User[]>;
  /** `email` must already be normalised. */
  findByEmail(email: string): Promise<User | undefined>;
  /** IDENTITY.EMAIL_TAKEN when the email is already stored (the unique index decides races). */
  insert(user: NewUser): Promise<Result<User>>;
  /** IDENTITY.EMAIL_TAKEN when the new email belongs to another user. */
  update(user: User): Promise<Result<void>>;
  count(): Promise<number>;
}
