import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail, type ReceivedMail } from './mail';

export interface SmtpInbox {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  readonly url: string;
  readonly mails: readonly ReceivedMail[];
  /** The next mail to `to` that was not taken yet; fails after `timeoutMs`. */
  nextMailTo(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** While on, every connection is turned away with 421 (a server that is down for a while). */
  refuse(on: boolean): void;
  /** Connections turned away so far. */
  readonly refused: number;
  close(): Promise<void>;
}

/** A real SMTP server on a free port of 127.0.0.1 that keeps every mail it receives (plain SMTP, no auth). */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const mails: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  let refusing = false;
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      if (!refusing) return callback();
      refused++;
      callback(Object.assign(new Error('Servicio no disponible, intente más tarde'), { responseCode: 421 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const recipients = session.envelope.rcptTo.map(({ address }) => address);
        mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), recipients));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async nextMailTo(to, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = mails.find((candidate) => !taken.has(candidate) && candidate.recipients.includes(to));
        if (mail) {
          taken.add(mail);
          return mail;
        }
        if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    refuse(on) {
      refusing = on;
    },
    get refused() {
      return refused;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
