import type { UserView } from '@changas/shared/contracts';
import { type PublicProfile, User } from '../../domain/user.entity';
import type { UserOrmEntity } from './user.orm-entity';

/** The row's properties are the domain's: rows and props convert without renaming. */
export const UserMapper = {
  toDomain: (row: UserOrmEntity): User => User.restore(row),
  toPublicProfile: ({ id, name, phone, province, locality }: UserOrmEntity): PublicProfile => ({
    id,
    name,
    phone,
    province,
    locality,
  }),
  toView: ({ id, profile: { name, email, phone, province, locality }, createdAt }: User): UserView => ({
    id,
    name,
    email,
    phone,
    province,
    locality,
    created_at: createdAt.toISOString(),
  }),
};
