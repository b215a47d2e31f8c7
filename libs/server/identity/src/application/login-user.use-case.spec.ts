import { createIdentityTestKit } from '../testing/identity-test-kit';

describe('LoginUser', () => {
  it('logs in with the right password, the email in any case', async () => {
    const kit = createIdentityTestKit();
    const ana = await kit.register();

    const result = await kit.loginUser.execute({ email: ' ANA@Example.com', password: 'Secreta123' });

    if (!result.ok) throw result.error;
    expect(result.value.user.id).toBe(ana.id);
    expect(result.value.token).toBe(`token-of-${ana.id}@0`);
  });

  it('fails alike for a wrong password and an unknown email, verifying a hash in both cases', async () => {
    const kit = createIdentityTestKit();
    await kit.register();

    const wrongPassword = await kit.loginUser.execute({ email: 'ana@example.com', password: 'Secreta124' });
    const unknownEmail = await kit.loginUser.execute({ email: 'nadie@example.com', password: 'Secreta123' });

    expect(wrongPassword.ok || wrongPassword.error.code).toBe('IDENTITY.INVALID_CREDENTIALS');
    expect(unknownEmail.ok || unknownEmail.error.code).toBe('IDENTITY.INVALID_CREDENTIALS');
    expect(kit.hasher.verified).toHaveLength(2);
  });
});
