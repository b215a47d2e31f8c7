import type { AppConfig } from '../../config/app-config';
import type { Mailer } from '../../domain/mailer.port';
import { FileOutboxMailer } from './file-outbox.mailer';
import { SmtpMailer } from './smtp.mailer';

/** SMTP when SMTP_URL is set, otherwise the file outbox under data/outbox. */
export function createMailer({ smtpUrl, mailFrom, outboxDir, nodeEnv }: AppConfig): Mailer {
  return smtpUrl
    ? new SmtpMailer(smtpUrl, mailFrom)
    : new FileOutboxMailer(outboxDir, mailFrom, nodeEnv !== 'production');
}
