import { createIdentityTestKit } from '../testing/identity-test-kit';

const profile = {
  name: 'Ana María Pérez',
  email: ' Ana.Maria@Example.com',
  phone: '',
  province: 'Mendoza',
  locality: 'Godoy Cruz',
};

describe('UpdateProfile', () => {
  it('replaces the profile fields, keeping the email normalised', async () => {
    const kit = createIdentityTestKit();
    const ana = await kit.register();

    const result = await kit.updateProfile.execute(ana.id, profile);

    if (!result.ok) throw result.error;
    expect(result.value.profile).toEqual({ ...profile, email: 'ana.maria@example.com' });
    const stored = await kit.getProfile.execute(ana.id);
    expect(stored.ok && stored.value.profile).toEqual(result.value.profile);
  });

  it('keeps its own email in another case and refuses the email of another user', async () => {
    const kit = createIdentityTestKit();
    const ana = await kit.register();
    await kit.register({ email: 'beto@example.com' });

    const own = await kit.updateProfile.execute(ana.id, { ...profile, email: 'ANA@example.com' });
    expect(own.ok).toBe(true);
    const taken = await kit.updateProfile.execute(ana.id, { ...profile, email: 'Beto@Example.com ' });
    expect(taken.ok || taken.error.code).toBe('IDENTITY.EMAIL_TAKEN');
  });

  it('answers PROFILE_NOT_FOUND for a user that no longer exists', async () => {
    const kit = createIdentityTestKit();

    const result = await kit.updateProfile.execute(99, profile);

    expect(result.ok || result.error.code).toBe('IDENTITY.PROFILE_NOT_FOUND');
  });

  it.each([
    [{ locality: '' }, { locality: 'La localidad es obligatoria' }],
    [{ province: '' }, { province: 'La provincia es obligatoria' }],
  ])('refuses half a place (%j) and keeps the stored one', async (change, fieldErrors) => {
    const kit = createIdentityTestKit();
    const ana = await kit.register();
    await kit.updateProfile.execute(ana.id, profile);

    const result = await kit.updateProfile.execute(ana.id, { ...profile, ...change });

    expect(result.ok || [result.error.code, result.error.fieldErrors]).toEqual([
      'COMMON.VALIDATION',
      fieldErrors,
    ]);
    const stored = await kit.getProfile.execute(ana.id);
    expect(stored.ok && stored.value.profile).toMatchObject({ province: 'Mendoza', locality: 'Godoy Cruz' });
  });

  it('clears the place when both province and locality are left empty', async () => {
    const kit = createIdentityTestKit();
    const ana = await kit.register();

    const result = await kit.updateProfile.execute(ana.id, { ...profile, province: '', locality: '' });

    expect(result.ok && result.value.profile).toMatchObject({ province: '', locality: '' });
  });
});
