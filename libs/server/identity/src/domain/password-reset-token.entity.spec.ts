import { createHash } from 'node:crypto';
import { RESET_TOKEN_TTL_MS } from '@changas/shared/contracts';
import { PasswordResetToken } from './password-reset-token.entity';

const now = new Date('2026-03-02T12:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms);

function issued() {
  const { token, secret } = PasswordResetToken.issue(5, now);
  return { token: PasswordResetToken.restore({ ...token, id: 1 }), row: token, secret };
}

describe('PasswordResetToken', () => {
  it('issues 32 random bytes in base64url, stored only as their SHA-256, valid for one hour', () => {
    const { row, secret } = issued();

    expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row).toEqual({
      userId: 5,
      tokenHash: createHash('sha256').update(secret).digest('hex'),
      expiresAt: at(RESET_TOKEN_TTL_MS),
      usedAt: null,
    });
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(issued().secret).not.toBe(secret);
  });

  it('can be used once before it expires', () => {
    const { token } = issued();

    expect(token.use(at(RESET_TOKEN_TTL_MS - 1))).toEqual({ ok: true, value: undefined });
    expect(token.usedAt).toEqual(at(RESET_TOKEN_TTL_MS - 1));

    const again = token.use(at(RESET_TOKEN_TTL_MS - 1));
    expect(again.ok || again.error.code).toBe('IDENTITY.RESET_TOKEN_USED');
  });

  it('refuses an expired token with its own error and stays unused', () => {
    const { token } = issued();

    const late = token.use(at(RESET_TOKEN_TTL_MS));
    expect(late.ok || late.error.code).toBe('IDENTITY.RESET_TOKEN_EXPIRED');
    expect(token.usedAt).toBeNull();
  });
});
