import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { isUniqueViolation } from '@changas/server/kernel';
import { err, ok, type Result } from '@changas/server/kernel/domain';
import { IdentityErrors } from '../../domain/identity.errors';
import { type NewUser, User } from '../../domain/user.entity';
import type { UserRepository } from '../../domain/user.repository.port';
import { UserMapper } from './user.mapper';
import { UserOrmEntity } from './user.orm-entity';

@Injectable()
export class UserTypeormRepository implements UserRepository {
  constructor(@InjectRepository(UserOrmEntity) private readonly rows: Repository<UserOrmEntity>) {}

  async findById(id: number): Promise<User | undefined> {
    const row = await this.rows.findOneBy({ id });
    return row ? UserMapper.toDomain(row) : undefined;
  }

  async findByIds(ids: readonly number[]): Promise<User[]> {
    const rows = await this.rows.findBy({ id: In([...ids]) });
    return rows.map(UserMapper.toDomain);
  }

  async findByEmail(email: string): Promise<User | undefined> {
    const row = await this.rows.findOneBy({ email });
    return row ? UserMapper.toDomain(row) : undefined;
  }

  insert(user: NewUser): Promise<Result<User>> {
    return this.refusingTakenEmail(async () => {
      const { identifiers } = await this.rows.insert(user);
      return User.restore({ ...user, id: Number(identifiers[0].id) });
    });
  }

  update(user: User): Promise<Result<void>> {
    return this.refusingTakenEmail(async () => {
      const { id, ...columns } = user.toProps();
      await this.rows.update({ id }, columns);
    });
  }

  count(): Promise<number> {
    return this.rows.count();
  }

  /** The unique email index settles a race that the use case's own check cannot see. */
  private async refusingTakenEmail<T>(write: () => Promise<T>): Promise<Result<T>> {
    try {
      return ok(await write());
    } catch (error) {
      if (isUniqueViolation(error)) return err(IdentityErrors.emailTaken());
      throw error;
    }
  }
}
