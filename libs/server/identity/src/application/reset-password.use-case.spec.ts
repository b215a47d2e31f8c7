import { RESET_TOKEN_TTL_MS } from '@changas/shared/contracts';
import { createIdentityTestKit } from '../testing/identity-test-kit';

async function kitWithLink() {
  const kit = createIdentityTestKit();
  await kit.register();
  await kit.requestPasswordReset.execute('ana@example.com');
  return { kit, token: kit.lastResetSecret() };
}

describe('ResetPassword', () => {
  it('sets the new password once: the old one stops working and the link cannot be reused', async () => {
    const { kit, token } = await kitWithLink();

    await expect(kit.resetPassword.execute({ token, newPassword: 'Nueva1234' })).resolves.toEqual({
      ok: true,
      value: undefined,
    });

    expect((await kit.loginUser.execute({ email: 'ana@example.com', password: 'Nueva1234' })).ok).toBe(true);
    expect((await kit.loginUser.execute({ email: 'ana@example.com', password: 'Secreta123' })).ok).toBe(
      false,
    );
    const again = await kit.resetPassword.execute({ token, newPassword: 'Otra12345' });
    expect(again.ok || again.error.code).toBe('IDENTITY.RESET_TOKEN_USED');
    expect((await kit.loginUser.execute({ email: 'ana@example.com', password: 'Nueva1234' })).ok).toBe(true);
  });

  it('ends every session issued before the reset; a new login gets a session of the new version', async () => {
    const { kit, token } = await kitWithLink();
    const before = await kit.loginUser.execute({ email: 'ana@example.com', password: 'Secreta123' });
    if (!before.ok) throw before.error;
    const { user } = before.value;
    expect(user.acceptsSession(0)).toBe(true);

    await kit.resetPassword.execute({ token, newPassword: 'Nueva1234' });

    const stored = await kit.getProfile.execute(user.id);
    expect(stored.ok && stored.value.acceptsSession(user.sessionVersion)).toBe(false);
    const after = await kit.loginUser.execute({ email: 'ana@example.com', password: 'Nueva1234' });
    expect(after.ok && after.value.token).toBe(`token-of-${user.id}@1`);
    expect(stored.ok && stored.value.acceptsSession(1)).toBe(true);
  });

  it('refuses a link after its hour is over', async () => {
    const { kit, token } = await kitWithLink();
    kit.clock.advance(RESET_TOKEN_TTL_MS);

    const result = await kit.resetPassword.execute({ token, newPassword: 'Nueva1234' });

    expect(result.ok || result.error.code).toBe('IDENTITY.RESET_TOKEN_EXPIRED');
    expect((await kit.loginUser.execute({ email: 'ana@example.com', password: 'Secreta123' })).ok).toBe(true);
  });

  it('refuses a token that was never issued', async () => {
    const { kit, token } = await kitWithLink();

    const result = await kit.resetPassword.execute({ token: `${token}x`, newPassword: 'Nueva1234' });

    expect(result.ok || result.error.code).toBe('IDENTITY.RESET_TOKEN_INVALID');
  });

  it('lets only one of two simultaneous uses of a link through', async () => {
    const { kit, token } = await kitWithLink();

    const results = await Promise.all([
      kit.resetPassword.execute({ token, newPassword: 'Primera123' }),
      kit.resetPassword.execute({ token, newPassword: 'Segunda123' }),
    ]);

    expect(results.map((result) => result.ok || result.error.code).sort()).toEqual([
      'IDENTITY.RESET_TOKEN_USED',
      true,
    ]);
  });
});
