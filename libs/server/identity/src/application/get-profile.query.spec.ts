import { createIdentityTestKit } from '../testing/identity-test-kit';

describe('GetProfile', () => {
  it('answers the profile of an existing user only', async () => {
    const kit = createIdentityTestKit();
    const ana = await kit.register();

    const found = await kit.getProfile.execute(ana.id);
    expect(found.ok && found.value.profile.name).toBe('Ana Pérez');
    const missing = await kit.getProfile.execute(ana.id + 1);
    expect(missing.ok || missing.error.code).toBe('IDENTITY.PROFILE_NOT_FOUND');
  });
});
