import type { RegisterUser } from '@changas/server/identity';
import { DEMO_USERS, type DemoUserKey } from './demo-users.data';

export type DemoUserIds = Readonly<Record<DemoUserKey, number>>;

/**
 * Registers the demo accounts through the identity context's use case, as a person would.
 * Answers undefined when an account already exists: another instance is seeding the same database.
 */
export async function seedUsers(registerUser: RegisterUser): Promise<DemoUserIds | undefined> {
  const ids: Partial<Record<DemoUserKey, number>> = {};
  for (const [key, command] of Object.entries(DEMO_USERS) as [
    DemoUserKey,
    (typeof DEMO_USERS)[DemoUserKey],
  ][]) {
    const result = await registerUser.execute(command);
    if (!result.ok) {
      if (result.error.code === 'IDENTITY.EMAIL_TAKEN') return undefined;
      throw result.error;
    }
    ids[key] = result.value.user.id;
  }
  return ids as DemoUserIds;
}
