import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { APP_NAME } from '@shared/constants';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Mail over SMTP_URL, or without it a dev outbox: each message written as an .eml file in
 * DATA_DIR/mail and its links logged, so sign-up and password reset work on a fresh machine.
 */
export function createMailer(
  options: { smtpUrl?: string; from?: string; dataDir: string; publicUrl: string },
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
): Mailer {
  const from = options.from ?? `${APP_NAME} <no-reply@${new URL(options.publicUrl).hostname}>`;
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from, ...message });
      },
      close: () => transport.close(),
    };
  }

  const outbox = path.join(options.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outbox, { recursive: true });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      log.info({ to: message.to, subject: message.subject, file, links }, 'mail written to the dev outbox');
    },
    close: () => transport.close(),
  };
}
