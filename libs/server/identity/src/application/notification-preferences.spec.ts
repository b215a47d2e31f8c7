import { createIdentityTestKit } from '../testing/identity-test-kit';

describe('email notification preferences', () => {
  it('start with every kind on, and change only the kinds given', async () => {
    const kit = createIdentityTestKit();
    const ana = await kit.register();
    expect(ana.notificationPreferences).toEqual({ requestsReceived: true, answers: true, reminders: true });

    await kit.updateNotificationPreferences.execute(ana.id, { answers: false });
    const result = await kit.updateNotificationPreferences.execute(ana.id, { reminders: false });

    expect(result.ok && result.value.notificationPreferences).toEqual({
      requestsReceived: true,
      answers: false,
      reminders: false,
    });
    const stored = await kit.getProfile.execute(ana.id);
    expect(stored.ok && stored.value.notificationPreferences).toMatchObject({
      answers: false,
      reminders: false,
    });
  });

  it('answer PROFILE_NOT_FOUND for a user that no longer exists', async () => {
    const kit = createIdentityTestKit();

    const result = await kit.updateNotificationPreferences.execute(99, { answers: false });

    expect(result.ok || result.error.code).toBe('IDENTITY.PROFILE_NOT_FOUND');
  });
});

describe('GetNotificationContacts', () => {
  it('answer the name, email and preferences of the existing users among the ids, once each', async () => {
    const kit = createIdentityTestKit();
    const ana = await kit.register();
    const beto = await kit.register({ name: 'Beto Díaz', email: 'Beto@Example.com' });
    await kit.updateNotificationPreferences.execute(beto.id, { requestsReceived: false });

    const contacts = await kit.getNotificationContacts.execute([beto.id, ana.id, beto.id, 999]);

    expect(contacts.sort((a, b) => a.id - b.id)).toEqual([
      {
        id: ana.id,
        name: 'Ana Pérez',
        email: 'ana@example.com',
        preferences: { requestsReceived: true, answers: true, reminders: true },
      },
      {
        id: beto.id,
        name: 'Beto Díaz',
        email: 'beto@example.com',
        preferences: { requestsReceived: false, answers: true, reminders: true },
      },
    ]);
  });

  it('read the store once, and not at all for no ids', async () => {
    const kit = createIdentityTestKit();
    const ana = await kit.register();
    const findByIds = jest.spyOn(kit.users, 'findByIds');

    await expect(kit.getNotificationContacts.execute([])).resolves.toEqual([]);
    expect(findByIds).not.toHaveBeenCalled();
    await kit.getNotificationContacts.execute([ana.id, ana.id]);
    expect(findByIds).toHaveBeenCalledTimes(1);
    expect(findByIds).toHaveBeenCalledWith([ana.id]);
  });
});
