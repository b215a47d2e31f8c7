import { createIdentityTestKit } from '../testing/identity-test-kit';

describe('GetUsersByIds', () => {
  it('answers the existing users among the ids, once each', async () => {
    const kit = createIdentityTestKit();
    const ana = await kit.register();
    const beto = await kit.register({ name: 'Beto Díaz', email: 'beto@example.com' });

    const users = await kit.getUsersByIds.execute([beto.id, ana.id, beto.id, 999]);

    expect(users.map(({ id }) => id).sort()).toEqual([ana.id, beto.id].sort());
    expect(users.find(({ id }) => id === beto.id)?.profile.name).toBe('Beto Díaz');
  });

  it('does not read the store for an empty list', async () => {
    const kit = createIdentityTestKit();
    const findByIds = jest.spyOn(kit.users, 'findByIds');

    await expect(kit.getUsersByIds.execute([])).resolves.toEqual([]);
    expect(findByIds).not.toHaveBeenCalled();
  });
});
