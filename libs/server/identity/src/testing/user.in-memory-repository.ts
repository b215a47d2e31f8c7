import { err, ok, type Result } from '@changas/server/kernel/domain';
import { IdentityErrors } from '../domain/identity.errors';
import { type NewUser, User, type UserProps } from '../domain/user.entity';
import type { UserRepository } from '../domain/user.repository.port';

/** The UserRepository port over a Map, with the unique email of the real table. */
export class InMemoryUserRepository implements UserRepository {
  private readonly rows = new Map<number, UserProps>();
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

  async findByEmail(email: string): Promise<User | undefined> {
    const row = [...this.rows.values()].find((candidate) => candidate.email === email);
    return row && User.restore(row);
  }

  async insert(user: NewUser): Promise<Result<User>> {
    if (this.emailTaken(user.email)) return err(IdentityErrors.emailTaken());
    const row = { ...user, id: ++this.lastId };
    this.rows.set(row.id, row);
    return ok(User.restore(row));
  }

  async update(user: User): Promise<Result<void>> {
    if (this.emailTaken(user.email, user.id)) return err(IdentityErrors.emailTaken());
    this.rows.set(user.id, user.toProps());
    return ok(undefined);
  }

  async count(): Promise<number> {
    return this.rows.size;
  }

  private emailTaken(email: string, exceptId?: number): boolean {
    return [...this.rows.values()].some((row) => row.email === email && row.id !== exceptId);
  }
}
