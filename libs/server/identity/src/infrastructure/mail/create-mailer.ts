import type { AppConfig } from '@changas/server/kernel';
import type { Mailer } from '../../application/ports/mailer.port';
import { FileOutboxMailer } from './file-outbox.mailer';
import { SmtpMailer } from './smtp.mailer';

/** SMTP when SMTP_URL is set, otherwise the file outbox under data/outbox. */
export function createMailer({ smtpUrl, mailFrom, outboxDir, nodeEnv }: AppConfig): Mailer {
  return smtpUrl
    ? new SmtpMailer(smtpUrl, mailFrom)
    : new FileOutboxMailer(outboxDir, mailFrom, nodeEnv !== 'production');
}
