import { expect } from '@playwright/test';

const mailboxUrl = `http://127.0.0.1:${process.env.E2E_MAILBOX_PORT ?? 3126}`;

interface CapturedMail {
  to: string[];
  body: string;
}

/** Waits for a mail to the address (sent through the real SMTP server of tools/scripts/e2e-server.mjs). */
export async function waitForMail(to: string): Promise<CapturedMail> {
  let mails: CapturedMail[] = [];
  await expect
    .poll(
      async () => {
        mails = (await (
          await fetch(`${mailboxUrl}/mails?to=${encodeURIComponent(to)}`)
        ).json()) as CapturedMail[];
        return mails.length;
      },
      { message: `un correo para ${to}` },
    )
    .toBeGreaterThan(0);
  return mails[mails.length - 1];
}

/** The first link in the mail that points at the given path. */
export function linkIn(mail: CapturedMail, pathPrefix: string): string {
  const match = mail.body.match(new RegExp(`https?://[^\\s"<>]*${pathPrefix}[^\\s"<>]*`));
  expect(match, `un enlace a ${pathPrefix} en el correo`).not.toBeNull();
  return (match as RegExpMatchArray)[0];
}
