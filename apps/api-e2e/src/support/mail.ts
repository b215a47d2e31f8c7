/** A received mail, decoded enough for assertions: headers, subject and the text and HTML parts. */
export interface ReceivedMail {
  readonly recipients: readonly string[];
  readonly raw: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** The text/calendar part of an invite, if the mail carries one. */
  readonly calendar?: string;
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) in a header. */
const decodeHeader = (value: string) =>
  value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_word, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );

function decodeQuotedPrintable(text: string): string {
  const unfolded = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < unfolded.length; index++) {
    const hex = unfolded.slice(index + 1, index + 3);
    if (unfolded[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(unfolded[index], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function splitEntity(raw: string): { headers: Record<string, string>; body: string } {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  return { headers: parseHeaders(head), body: rest.join('\n\n') };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = headers['content-transfer-encoding']?.toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  return body;
}

/** Every leaf part of an entity by content type, nested multiparts included (the first of a type wins). */
function collectParts(headers: Record<string, string>, body: string, parts: Record<string, string>): void {
  const contentType = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/.exec(contentType)?.[1];
  if (!boundary) {
    const type = contentType.split(';')[0].trim().toLowerCase();
    parts[type] ??= decodeBody(headers, body).trim();
    return;
  }
  for (const entity of body.split(`--${boundary}`).slice(1, -1)) {
    const part = splitEntity(entity.replace(/^\r?\n/, ''));
    collectParts(part.headers, part.body, parts);
  }
}

export function parseMail(raw: string, recipients: readonly string[]): ReceivedMail {
  const { headers, body } = splitEntity(raw);
  const parts: Record<string, string> = {};
  collectParts(headers, body, parts);
  return {
    recipients,
    raw,
    headers,
    subject: decodeHeader(headers['subject'] ?? ''),
    text: parts['text/plain'] ?? '',
    html: parts['text/html'] ?? '',
    calendar: parts['text/calendar'],
  };
}

/** The token of the reset link in a mail's text. */
export function resetTokenIn(mail: Pick<ReceivedMail, 'text'>, appUrl: string): string {
  const match = new RegExp(
    `${appUrl.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/reset-password/([A-Za-z0-9_-]+)`,
  ).exec(mail.text);
  if (!match) throw new Error(`No reset link to ${appUrl} in: ${mail.text}`);
  return match[1];
}
