import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, type FindOptionsSelect, type Repository } from 'typeorm';
import { isUniqueViolation, KeyedRows } from '@changas/server/kernel';
import { err, ok, type Result } from '@changas/server/kernel/domain';
import { IdentityErrors } from '../../domain/identity.errors';
import { type NewUser, type PublicProfile, User } from '../../domain/user.entity';
import type { UserCredentials, UserRepository } from '../../domain/user.repository.port';
import { UserMapper } from './user.mapper';
import { UserOrmEntity } from './user.orm-entity';

// Every read names its columns: a password hash is selected by the login lookup only.
const PUBLIC_COLUMNS = {
  id: true,
  name: true,
  phone: true,
  province: true,
  locality: true,
} as const satisfies FindOptionsSelect<UserOrmEntity>;
const USER_COLUMNS = {
  ...PUBLIC_COLUMNS,
  email: true,
  createdAt: true,
  sessionVersion: true,
  notifyRequestsReceived: true,
  notifyAnswers: true,
  notifyReminders: true,
} as const satisfies FindOptionsSelect<UserOrmEntity>;
const CREDENTIAL_COLUMNS = {
  ...USER_COLUMNS,
  passwordHash: true,
} as const satisfies FindOptionsSelect<UserOrmEntity>;

@Injectable()
export class UserTypeormRepository implements UserRepository {
  /** Hot reads by id: every authenticated request and every listing's providers. */
  private readonly usersById: KeyedRows<UserOrmEntity>;
  private readonly publicProfilesById: KeyedRows<UserOrmEntity>;

  constructor(
    @InjectRepository(UserOrmEntity) private readonly rows: Repository<UserOrmEntity>,
    @InjectDataSource() dataSource: DataSource,
  ) {
    const columnsOf = (select: FindOptionsSelect<UserOrmEntity>) =>
      Object.keys(select) as (keyof UserOrmEntity & string)[];
    this.usersById = new KeyedRows(dataSource, UserOrmEntity, {
      key: 'id',
      columns: columnsOf(USER_COLUMNS),
    });
    this.publicProfilesById = new KeyedRows(dataSource, UserOrmEntity, {
      key: 'id',
      columns: columnsOf(PUBLIC_COLUMNS),
    });
  }

  async findById(id: number): Promise<User | undefined> {
    const [row] = await this.usersById.read([id]);
    return row ? UserMapper.toDomain(row) : undefined;
  }

  async findByIds(ids: readonly number[]): Promise<User[]> {
    return (await this.usersById.read(ids)).map(UserMapper.toDomain);
  }

  async findPublicProfiles(ids: readonly number[]): Promise<PublicProfile[]> {
    return (await this.publicProfilesById.read(ids)).map(UserMapper.toPublicProfile);
  }

  async findByEmail(email: string): Promise<User | undefined> {
    const row = await this.rows.findOne({ select: USER_COLUMNS, where: { email } });
    return row ? UserMapper.toDomain(row) : undefined;
  }

  async findCredentials(email: string): Promise<UserCredentials | undefined> {
    const row = await this.rows.findOne({ select: CREDENTIAL_COLUMNS, where: { email } });
    return row ? { user: UserMapper.toDomain(row), passwordHash: row.passwordHash } : undefined;
  }

  insert(user: NewUser): Promise<Result<User>> {
    return this.refusingTakenEmail(async () => {
      const { identifiers } = await this.rows.insert(UserMapper.toPersistence(user));
      return User.restore({ ...user, id: Number(identifiers[0].id) });
    });
  }

  updateProfile(user: User): Promise<Result<void>> {
    return this.refusingTakenEmail(async () => {
      await this.rows.update({ id: user.id }, user.profile);
    });
  }

  async updateNotificationPreferences(user: User): Promise<void> {
    await this.rows.update({ id: user.id }, UserMapper.toPreferenceColumns(user.notificationPreferences));
  }

  async changePassword(userId: number, passwordHash: string): Promise<void> {
    // The version moves on in SQL, in the same UPDATE as the hash: concurrent changes each end the
    // sessions before them, and no login sees the new password under the old version.
    await this.rows.update({ id: userId }, { passwordHash, sessionVersion: () => 'session_version + 1' });
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
