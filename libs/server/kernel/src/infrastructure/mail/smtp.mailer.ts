import { createTransport } from 'nodemailer';
import { type Mailer, type MailMessage, PermanentMailFailure } from '../../domain/mailer.port';
import { toNodemailer } from './nodemailer-message';

/** A send never holds a worker longer than this: connection, greeting and idle socket limits. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** 5xx answers are final (RFC 5321); 4xx and network errors are worth another try later. */
const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: unknown } | undefined)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/** Sends through the SMTP server of SMTP_URL (smtp:// with STARTTLS when offered, smtps:// for TLS). */
export class SmtpMailer implements Mailer {
  private readonly transport;

  constructor(smtpUrl: string, from: string) {
    this.transport = createTransport({ url: smtpUrl, ...TIMEOUTS }, { from });
  }

  async send(message: MailMessage): Promise<void> {
    try {
      await this.transport.sendMail(toNodemailer(message));
    } catch (error) {
      if (isPermanent(error)) throw new PermanentMailFailure((error as Error).message);
      throw error;
    }
  }
}
