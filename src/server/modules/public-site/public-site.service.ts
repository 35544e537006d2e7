import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { APP_NAME } from '@shared/constants';
import type { contactRequestSchema } from '@shared/contracts/contact';
import { PUBLIC_PAGE_META } from '@shared/page-meta';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { enqueueJob, runJobNow, wakeJobs } from '../../jobs/enqueue';
import type { MailMessage, Mailer } from '../../mail/mailer';
import type { RealtimeBus } from '../../realtime/bus';
import {
  insertContactMessage,
  insertNewsletterSubscription,
  markContactMessageMailed,
} from './public-site.queries';

type ContactInput = z.output<typeof contactRequestSchema>;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim();

/**
 * Where contact messages go: the address of MAIL_FROM when it is set (the team's own mailbox),
 * otherwise support@<host of PUBLIC_URL>.
 */
export function supportAddress(mailFrom: string | undefined, publicUrl: string): string {
  if (mailFrom) {
    const inBrackets = /<([^>]+)>/.exec(mailFrom)?.[1];
    const address = (inBrackets ?? mailFrom).trim();
    if (address.includes('@')) return address;
  }
  return `support@${new URL(publicUrl).hostname}`;
}

/**
 * The background send of a contact message is queued with the message and held back this long:
 * past any inline attempt (nodemailer's socket timeout is 10 minutes), so the two never both send.
 * A failed inline attempt brings it forward at once.
 */
export const CONTACT_MAIL_RETRY_HOLD_MS = 15 * 60_000;
export const contactMailJobKey = (id: string) => `contact.mail:${id}`;

/** What the mail shows of a contact message: as submitted, or as stored. */
type ContactMailInput = Pick<ContactInput, 'name' | 'email' | 'message'> & {
  subject: string;
  company?: string | null;
};

export function contactMail(to: string, input: ContactMailInput): MailMessage {
  const rows: Array<[string, string]> = [
    ['Name', input.name],
    ['Email', input.email],
    ['Company', input.company ?? '-'],
    ['Subject', input.subject],
  ];
  const text = `${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${input.message}\n`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1c1b19">
<h1 style="font-size:18px">New contact message</h1>
<table>${rows.map(([k, v]) => `<tr><th align="left" style="padding-right:12px">${k}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>
<p style="white-space:pre-wrap;line-height:1.5">${escapeHtml(input.message)}</p></body></html>`;
  return {
    to,
    replyTo: input.email,
    subject: `[${APP_NAME} contact: ${input.subject}] ${oneLine(input.name).slice(0, 80)}`,
    text,
    html,
  };
}

export interface PublicSiteService {
  submitContact(input: ContactInput, ip: string | null): Promise<{ id: string; mailed: boolean }>;
  subscribe(email: string, ip: string | null): Promise<{ created: boolean }>;
  sitemap(): string;
  robots(): string;
}

export function createPublicSiteService(deps: {
  db: Db;
  bus: RealtimeBus;
  mailer: Mailer;
  supportEmail: string;
  publicUrl: string;
  log: FastifyBaseLogger;
}): PublicSiteService {
  const { db, bus, mailer, log } = deps;
  return {
    /**
     * Stored first, mailed second. The row is the message of record, queued together with a
     * durable job that owes its mail: if the mail fails the visitor still gets a success (their
     * message is kept) and the job sends it later, retried with back-off, even across a restart.
     * Nothing the visitor wrote is lost and nothing asks them to send it twice.
     */
    async submitContact(input, ip) {
      const id = randomUUID();
      await db.transaction(async (tx) => {
        await insertContactMessage(tx as unknown as Db, {
          id,
          name: input.name,
          email: input.email,
          company: input.company ?? null,
          subject: input.subject,
          message: input.message,
          ip,
        });
        await enqueueJob(
          tx as unknown as Db,
          'contact.mail',
          contactMailJobKey(id),
          { contactMessageId: id },
          { maxAttempts: 8, runAt: new Date(Date.now() + CONTACT_MAIL_RETRY_HOLD_MS) },
        );
      });
      try {
        await mailer.send(contactMail(deps.supportEmail, input));
        await markContactMessageMailed(db, id);
        return { id, mailed: true };
      } catch (error) {
        log.error(
          { err: error, contactMessageId: id },
          'contact message stored but not mailed; retrying in the background',
        );
        await runJobNow(db, contactMailJobKey(id));
        await wakeJobs(bus, log);
        return { id, mailed: false };
      }
    },

    async subscribe(email, ip) {
      return { created: await insertNewsletterSubscription(db, email.toLowerCase(), ip) };
    },

    sitemap() {
      // The pages for reading: the public pages with a title and description of their own (each
      // built, as the web's feature-catalog test checks). The chat is a public tool but has nothing
      // for a crawler (robots.txt).
      const paths = Object.keys(PUBLIC_PAGE_META);
      const urls = paths
        .map((p) => `  <url><loc>${escapeHtml(`${deps.publicUrl}${p === '/' ? '/' : p}`)}</loc></url>`)
        .join('\n');
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
    },

    robots() {
      // Signed-in areas and the API have nothing for crawlers; everything public is listed in the sitemap.
      return [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /settings',
        'Disallow: /chat',
        'Disallow: /recipes',
        'Disallow: /messages',
        'Disallow: /admin',
        'Disallow: /internal/',
        'Disallow: /metrics',
        'Disallow: /creator/',
        '',
        `Sitemap: ${deps.publicUrl}/sitemap.xml`,
        // The marketplace's published listings (modules/marketplace/listing-detail-sitemap.ts).
        `Sitemap: ${deps.publicUrl}/sitemap-marketplace.xml`,
        '',
      ].join('\n');
    },
  };
}
