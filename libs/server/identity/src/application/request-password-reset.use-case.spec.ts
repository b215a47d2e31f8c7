import { createIdentityTestKit } from '../testing/identity-test-kit';
import { PasswordResetToken } from '../domain/password-reset-token.entity';

describe('RequestPasswordReset', () => {
  it('mails a one-hour link to the account and stores only the hash of its token', async () => {
    const kit = createIdentityTestKit();
    const ana = await kit.register();

    await kit.requestPasswordReset.execute(' ANA@example.com ');

    expect(kit.mailer.sent).toHaveLength(1);
    const [mail] = kit.mailer.sent;
    const secret = kit.lastResetSecret();
    expect(mail).toMatchObject({
      to: 'ana@example.com',
      subject: 'Restablece tu contraseña de Changas',
      link: `https://changas.test/reset-password/${secret}`,
    });
    expect(mail.text).toContain(`Hola Ana Pérez:`);
    expect(mail.text).toContain(`https://changas.test/reset-password/${secret}`);
    expect(mail.text).toContain('válido durante 1 hora');
    expect(mail.html).toContain(`href="https://changas.test/reset-password/${secret}"`);
    expect([...kit.resetTokens.rows.values()]).toEqual([
      expect.objectContaining({ userId: ana.id, tokenHash: PasswordResetToken.hashOf(secret), usedAt: null }),
    ]);
  });

  it('escapes the name in the HTML body', async () => {
    const kit = createIdentityTestKit();
    await kit.register({ name: '<b>Ana</b> & "Co"' });

    await kit.requestPasswordReset.execute('ana@example.com');

    expect(kit.mailer.sent[0].html).toContain('Hola &lt;b&gt;Ana&lt;/b&gt; &amp; &quot;Co&quot;:');
  });

  it('does nothing for an unknown email', async () => {
    const kit = createIdentityTestKit();
    await kit.register();

    await kit.requestPasswordReset.execute('nadie@example.com');

    expect(kit.mailer.sent).toEqual([]);
    expect(kit.resetTokens.rows.size).toBe(0);
  });

  it('keeps only the latest unused link', async () => {
    const kit = createIdentityTestKit();
    await kit.register();

    await kit.requestPasswordReset.execute('ana@example.com');
    const first = kit.lastResetSecret();
    await kit.requestPasswordReset.execute('ana@example.com');

    expect(kit.resetTokens.rows.size).toBe(1);
    const old = await kit.resetPassword.execute({ token: first, newPassword: 'Nueva1234' });
    expect(old.ok || old.error.code).toBe('IDENTITY.RESET_TOKEN_INVALID');
    const latest = await kit.resetPassword.execute({
      token: kit.lastResetSecret(),
      newPassword: 'Nueva1234',
    });
    expect(latest.ok).toBe(true);
  });
});
