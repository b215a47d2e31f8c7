import { createTransport } from 'nodemailer';
import type { Mailer, MailMessage } from '../../application/ports/mailer.port';

/** Sends through the SMTP server of SMTP_URL (smtp:// with STARTTLS when offered, smtps:// for TLS). */
export class SmtpMailer implements Mailer {
  private readonly transport;

  constructor(smtpUrl: string, from: string) {
    this.transport = createTransport(smtpUrl, { from });
  }

  async send({ to, subject, text, html }: MailMessage): Promise<void> {
    await this.transport.sendMail({ to, subject, text, html });
  }
}
