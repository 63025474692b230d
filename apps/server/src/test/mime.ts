/**
 * Just enough MIME to read the messages the site sends (nodemailer's output): headers, multipart bodies,
 * quoted-printable and base64 parts, and RFC 2047 encoded subjects. Used by the API tests and, through
 * e2e/support/mail.ts, by the end-to-end tests.
 */
export interface ReadMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Every http(s) address in the plain-text part, in order. */
  links: string[];
  messageId: string;
  /** The message's own headers, by lower-case name (folded lines unfolded). */
  headers: Map<string, string>;
  /** The attached files (a part with a file name), decoded as text, and as bytes (a PDF). */
  attachments: { filename: string; contentType: string; content: string; bytes: Buffer }[];
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

const parameter = (header: string, name: string) => new RegExp(`${name}="?([^";]+)"?`, 'i').exec(header)?.[1];

function decodeQuotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  const joined = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBytes(part: Part): Buffer {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  return encoding === 'base64'
    ? Buffer.from(part.body.replace(/\s+/g, ''), 'base64')
    : encoding === 'quoted-printable'
      ? decodeQuotedPrintable(part.body)
      : Buffer.from(part.body, 'utf8');
}

function decodeBody(part: Part): string {
  const charset = (parameter(part.headers.get('content-type') ?? '', 'charset') ?? 'utf-8').toLowerCase();
  return decodeBytes(part).toString(charset === 'utf-8' || charset === 'utf8' ? 'utf8' : 'latin1');
}

/** The leaf parts of a message, depth first. */
function leaves(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /^multipart\//i.test(type) ? parameter(type, 'boundary') : undefined;
  if (!boundary) return [part];
  const chunks = part.body.split(`--${boundary}`).slice(1);
  return chunks
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => leaves(splitPart(chunk.replace(/^\r?\n/, ''))));
}

/** Decodes RFC 2047 words such as =?UTF-8?Q?Confirm=C3=A1?= (spaces between adjacent words are dropped). */
export function decodeHeader(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[QB]\?[^?]*\?=)\s+(?==\?)/gi, '$1')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_word, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

export function readMail(raw: string): ReadMail {
  const message = splitPart(raw);
  const parts = leaves(message);
  const ofType = (type: string) =>
    parts
      .filter((part) => (part.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(type))
      .map(decodeBody)
      .join('\n');
  const text = ofType('text/plain');
  return {
    headers: message.headers,
    from: decodeHeader(message.headers.get('from') ?? ''),
    to: (message.headers.get('to') ?? '').match(/[^\s<>,"]+@[^\s<>,"]+/g) ?? [],
    subject: decodeHeader(message.headers.get('subject') ?? ''),
    text,
    html: ofType('text/html'),
    links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
    messageId: message.headers.get('message-id') ?? '',
    attachments: parts.flatMap((part) => {
      const filename = parameter(part.headers.get('content-disposition') ?? '', 'filename');
      const contentType = (part.headers.get('content-type') ?? '').split(';')[0]!.trim();
      return filename ? [{ filename, contentType, content: decodeBody(part), bytes: decodeBytes(part) }] : [];
    }),
  };
}
