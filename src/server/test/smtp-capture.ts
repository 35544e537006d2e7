import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on a free local port that keeps what it receives, so tests exercise the
 * whole SMTP exchange nodemailer performs in production.
 */
export interface CapturedMail {
  from: string;
  to: string[];
  raw: string;
  /** The decoded text of the message (quoted-printable undone), for finding links and wording. */
  text: string;
  subject: string;
}

export function decodeQuotedPrintable(input: string): string {
  const bytes = input
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
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
        const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          text: decodeQuotedPrintable(raw),
          subject,
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
