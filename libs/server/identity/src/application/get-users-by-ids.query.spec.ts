import type { PublicProfile } from '../domain/user.entity';
import { createIdentityTestKit } from '../testing/identity-test-kit';

describe('GetUsersByIds', () => {
  it('answers the public profiles of the existing users among the ids, once each', async () => {
    const kit = createIdentityTestKit();
    const ana = await kit.register();
    const beto = await kit.register({ name: 'Beto Díaz', email: 'beto@example.com' });

    const users = await kit.getUsersByIds.execute([beto.id, ana.id, beto.id, 999]);

    expect(users.map(({ id }) => id).sort()).toEqual([ana.id, beto.id].sort());
    expect(users.find(({ id }) => id === beto.id)).toEqual({
      id: beto.id,
      name: 'Beto Díaz',
      phone: '+5491112345678',
      province: 'Córdoba',
      locality: 'Río Cuarto',
    });
  });

  it('never hands out an email or a password', async () => {
    const kit = createIdentityTestKit();
    const ana = await kit.register();

    const [profile] = await kit.getUsersByIds.execute([ana.id]);

    expect(Object.keys(profile).sort()).toEqual(['id', 'locality', 'name', 'phone', 'province']);
    // The type says so too: other contexts cannot even ask for them.
    // @ts-expect-error PublicProfile has no email
    expect((profile as PublicProfile).email).toBeUndefined();
    // @ts-expect-error PublicProfile has no password hash
    expect((profile as PublicProfile).passwordHash).toBeUndefined();
  });

  it('does not read the store for an empty list', async () => {
    const kit = createIdentityTestKit();
    const findPublicProfiles = jest.spyOn(kit.users, 'findPublicProfiles');

    await expect(kit.getUsersByIds.execute([])).resolves.toEqual([]);
    expect(findPublicProfiles).not.toHaveBeenCalled();
  });
});
