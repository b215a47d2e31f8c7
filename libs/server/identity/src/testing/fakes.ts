import type { Mailer, MailMessage } from '@changas/server/kernel/domain';
import type { PasswordHasher } from '../application/ports/password-hasher.port';
import type { TokenIssuer } from '../application/ports/token-issuer.port';
import type { User } from '../domain/user.entity';

/** A readable, reversible "hash", so tests can tell which password is stored. */
export class FakePasswordHasher implements PasswordHasher {
  readonly verified: string[] = [];

  async hash(password: string): Promise<string> {
    return `hashed:${password}`;
  }

  async verify(hash: string, password: string): Promise<boolean> {
    this.verified.push(hash);
    return hash === `hashed:${password}`;
  }
}

/** Names the user and the session version the token was issued under. */
export class FakeTokenIssuer implements TokenIssuer {
  async issue({ id, sessionVersion }: User): Promise<string> {
    return `token-of-${id}@${sessionVersion}`;
  }
}

/** Keeps every mail instead of sending it. */
export class RecordingMailer implements Mailer {
  readonly sent: MailMessage[] = [];

  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }
}
