import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { createTransport } from 'nodemailer';
import type { Mailer, MailMessage } from '../../domain/mailer.port';
import { toNodemailer } from './nodemailer-message';

/**
 * Without a mail server, each mail becomes an RFC 822 .eml file in `dir` (any mail client opens it),
 * complete once it has that name.
 * Outside production the log line also shows the mail's link, so a local user can finish a password
 * reset; in production the link is a credential and only the file is named.
 */
export class FileOutboxMailer implements Mailer {
  private readonly logger = new Logger('Mailer');
  private readonly composer;

  constructor(
    private readonly dir: string,
    from: string,
    private readonly logLinks: boolean,
  ) {
    this.composer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, { from });
  }

  async send(message: MailMessage): Promise<void> {
    const { message: eml } = await this.composer.sendMail(toNodemailer(message));
    await mkdir(this.dir, { recursive: true });
    const file = join(
      this.dir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
    );
    // Written aside and renamed: whoever reads the outbox never sees half a mail.
    await writeFile(`${file}.part`, eml as Buffer, { mode: 0o600 });
    await rename(`${file}.part`, file);
    const shown = this.logLinks && message.link ? ` Enlace: ${message.link}` : '';
    this.logger.log(`Correo "${message.subject}" guardado en ${file}.${shown}`);
  }
}
