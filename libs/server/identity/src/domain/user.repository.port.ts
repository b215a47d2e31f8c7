import type { Result } from '@changas/server/kernel/domain';
import type { NewUser, PublicProfile, User } from './user.entity';

/** What logging in checks; no other read sees a password hash. */
export interface UserCredentials {
  readonly user: User;
  readonly passwordHash: string;
}

export interface UserRepository {
  findById(id: number): Promise<User | undefined>;
  /** The users among `ids` (already unique) in one read; unknown ids are left out. */
  findByIds(ids: readonly number[]): Promise<User[]>;
  /** The public profiles of the users among `ids` (already unique); unknown ids are left out. */
  findPublicProfiles(ids: readonly number[]): Promise<PublicProfile[]>;
  /** `email` must already be normalised. */
  findByEmail(email: string): Promise<User | undefined>;
  /** The user of `email` (already normalised) with its password hash: for logging in only. */
  findCredentials(email: string): Promise<UserCredentials | undefined>;
  /** IDENTITY.EMAIL_TAKEN when the email is already stored (the unique index decides races). */
  insert(user: NewUser): Promise<Result<User>>;
  /** Stores the profile fields; IDENTITY.EMAIL_TAKEN when the new email belongs to another user. */
  updateProfile(user: User): Promise<Result<void>>;
  /** Stores the user's email notification preferences. */
  updateNotificationPreferences(user: User): Promise<void>;
  /**
   * Stores a new password hash and moves the user's session version on in the same write, so every
   * session issued before the change ends.
   */
  changePassword(userId: number, passwordHash: string): Promise<void>;
  count(): Promise<number>;
}
