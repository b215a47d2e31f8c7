// Starts the built API (serving the built web app) on a brand-new SQLite file for the browser journeys,
// with a real SMTP server capturing the mails it sends and a small HTTP mailbox the tests read them from.
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { spawn } from 'node:child_process';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3125);
const mailboxPort = Number(process.env.E2E_MAILBOX_PORT ?? 3126);
const dataDir = resolve('tmp/web-e2e/data');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

/** Undoes quoted-printable soft breaks and escapes so links can be read from the raw mail. */
const decodeQuotedPrintable = (raw) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));

const mails = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk) => (raw += chunk));
    stream.on('end', () => {
      mails.push({
        to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        body: decodeQuotedPrintable(raw),
      });
      callback();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

// GET /mails?to=address → the mails sent to that address, oldest first.
const mailbox = createServer((req, res) => {
  const to = new URL(req.url ?? '/', 'http://localhost').searchParams.get('to')?.toLowerCase();
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(mails.filter((mail) => !to || mail.to.includes(to))));
});
mailbox.listen(mailboxPort, '127.0.0.1');

const child = spawn(process.execPath, ['dist/apps/api/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_PATH: resolve(dataDir, 'changas.sqlite'),
    WEB_DIST: resolve('dist/apps/web'),
    DEMO_MODE: process.env.DEMO_MODE ?? 'true',
    // Every journey registers and logs in from 127.0.0.1: production rate limits would refuse them.
    RATE_LIMIT_MULTIPLIER: process.env.RATE_LIMIT_MULTIPLIER ?? '100',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    APP_URL: process.env.APP_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3100}`,
  },
});
const stop = (signal) => {
  child.kill(signal);
  smtp.close();
  mailbox.close();
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
child.on('exit', (code) => {
  smtp.close();
  mailbox.close();
  process.exit(code ?? 0);
});
