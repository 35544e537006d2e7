import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on a free local port that keeps what it receives, so tests exercise the
 * whole SMTP exchange nodemailer performs in production.
 */
export interface CapturedMail {
  from: string;
  to: string[];
  raw: string;
  /**
   * The decoded text of the message (headers' encoded words, quoted-printable and base64 parts
   * undone), for finding links and wording.
   */
  text: string;
  /** The Subject header, decoded (a subject in Japanese arrives as RFC 2047 encoded words). */
  subject: string;
}

export function decodeQuotedPrintable(input: string): string {
  const bytes = input
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

const ENCODED_WORD = /=\?[^?]+\?([BbQq])\?([^?]*)\?=/g;

/** A header's value unfolded, its RFC 2047 encoded words (=?UTF-8?B?…?=, =?UTF-8?Q?…?=) decoded. */
export function decodeHeader(value: string): string {
  const unfolded = value.replace(/\r?\n[ \t]+/g, ' ');
  // Space between two encoded words is not text: adjacent words are one run of bytes.
  const joined = unfolded.replace(/\?=\s+(?==\?[^?]+\?[BbQq]\?)/g, '?=');
  return joined.replace(/(?:=\?[^?]+\?[BbQq]\?[^?]*\?=)+/g, (run) =>
    Buffer.concat(
      [...run.matchAll(ENCODED_WORD)].map(([, encoding, data = '']) =>
        encoding!.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64')
          : Buffer.from(
              data
                .replace(/_/g, ' ')
                .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
                  String.fromCharCode(Number.parseInt(hex, 16)),
                ),
              'latin1',
            ),
      ),
    ).toString('utf8'),
  );
}

/** A MIME entity as text: headers decoded, each part's body undone from its transfer encoding. */
export function decodeMimeEntity(entity: string): string {
  const blank = /\r?\n\r?\n/.exec(entity);
  if (!blank) return decodeHeader(entity);
  const headers = decodeHeader(entity.slice(0, blank.index));
  const body = entity.slice(blank.index + blank[0].length);
  const boundary = /content-type:\s*multipart\/[^\n]*?boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (boundary) {
    const parts = body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'));
    return `${headers}\n\n${parts.map((part) => decodeMimeEntity(part.replace(/^\r?\n/, ''))).join('\n')}`;
  }
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return `${headers}\n\n${text}`;
}

export interface SmtpCapture {
  url: string;
  mails: CapturedMail[];
  /** Resolves with the next mail to `to` (or one already received and not yet taken). */
  next(to: string, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

/** An SMTP server on `port` (0: any free one) that keeps every mail it receives. */
export async function startSmtpCapture(port = 0): Promise<SmtpCapture> {
  const mails: CapturedMail[] = [];
  const taken = new Set<CapturedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        raw += chunk;
      });
      stream.on('end', () => {
        const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)$/m.exec(raw)?.[1] ?? '';
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          text: decodeMimeEntity(raw),
          subject: decodeHeader(subject).trim(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const bound = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    mails,
    async next(to, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const mail = mails.find((m) => !taken.has(m) && m.to.includes(to));
        if (mail) {
          taken.add(mail);
          return mail;
        }
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(
        `no mail to ${to} within ${timeoutMs} ms (received: ${mails.map((m) => m.to.join()).join('; ')})`,
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link of the mail that contains `pathPart`. */
export function linkIn(mail: CapturedMail, pathPart: string): URL {
  const link = (mail.text.match(/https?:\/\/[^\s"<>]+/g) ?? []).find((l) => l.includes(pathPart));
  if (!link) throw new Error(`no link with ${pathPart} in:\n${mail.text}`);
  return new URL(link.replace(/&amp;/g, '&'));
}
