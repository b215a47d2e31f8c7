import { err, ok, type Result } from '@changas/server/kernel/domain';
import { IdentityErrors } from '../domain/identity.errors';
import { type NewUser, type PublicProfile, User } from '../domain/user.entity';
import type { UserCredentials, UserRepository } from '../domain/user.repository.port';

type UserRow = NewUser & { readonly id: number };

/** The UserRepository port over a Map, with the unique email of the real table. */
export class InMemoryUserRepository implements UserRepository {
  private readonly rows = new Map<number, UserRow>();
  private lastId = 0;

  async findById(id: number): Promise<User | undefined> {
    const row = this.rows.get(id);
    return row && User.restore(row);
  }

  async findByIds(ids: readonly number[]): Promise<User[]> {
    return ids.flatMap((id) => {
      const row = this.rows.get(id);
      return row ? [User.restore(row)] : [];
    });
  }

  async findPublicProfiles(ids: readonly number[]): Promise<PublicProfile[]> {
    return ids.flatMap((id) => {
      const row = this.rows.get(id);
      return row
        ? [{ id, name: row.name, phone: row.phone, province: row.province, locality: row.locality }]
        : [];
    });
  }

  async findByEmail(email: string): Promise<User | undefined> {
    const row = this.rowOf(email);
    return row && User.restore(row);
  }

  async findCredentials(email: string): Promise<UserCredentials | undefined> {
    const row = this.rowOf(email);
    return row && { user: User.restore(row), passwordHash: row.passwordHash };
  }

  async insert(user: NewUser): Promise<Result<User>> {
    if (this.emailTaken(user.email)) return err(IdentityErrors.emailTaken());
    const row = { ...user, id: ++this.lastId };
    this.rows.set(row.id, row);
    return ok(User.restore(row));
  }

  async updateProfile(user: User): Promise<Result<void>> {
    if (this.emailTaken(user.email, user.id)) return err(IdentityErrors.emailTaken());
    const row = this.rows.get(user.id);
    if (row) this.rows.set(user.id, { ...row, ...user.profile });
    return ok(undefined);
  }

  async updateNotificationPreferences(user: User): Promise<void> {
    const row = this.rows.get(user.id);
    if (row) this.rows.set(user.id, { ...row, notificationPreferences: user.notificationPreferences });
  }

  async changePassword(userId: number, passwordHash: string): Promise<void> {
    const row = this.rows.get(userId);
    if (row) this.rows.set(userId, { ...row, passwordHash, sessionVersion: row.sessionVersion + 1 });
  }

  async count(): Promise<number> {
    return this.rows.size;
  }

  private rowOf(email: string): UserRow | undefined {
    return [...this.rows.values()].find((candidate) => candidate.email === email);
  }

  private emailTaken(email: string, exceptId?: number): boolean {
    return [...this.rows.values()].some((row) => row.email === email && row.id !== exceptId);
  }
}
