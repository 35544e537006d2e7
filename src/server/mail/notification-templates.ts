import { APP_NAME } from '@shared/constants';
import type { Language } from '@shared/preference-options';
import { serverText } from '../i18n/server-translator';
import type { MailMessage } from './mailer';
import { formatUsd } from './sale-templates';
import { layout } from './templates';

/**
 * The notification e-mails (issue 23 item 4) and the words of their Web Push twins, in the
 * recipient's language: the batched digest of unread direct messages, and one mail per review,
 * comment reply and moderation decision. (A sale's mail is the creator's sale notice of
 * sale-templates.ts.) `params` are the notification's own, as the features wrote them; a missing
 * name or title reads as "Someone" / "your recipe" in the reader's language.
 */

type Params = Record<string, string | number>;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A user-written text for a mail or a push: one line, at most `max` characters. */
export function excerpt(value: unknown, max = 140): string {
  const text = typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

const named = (language: Language, value: unknown) =>
  excerpt(value, 80) || serverText(language, 'emails', 'notification.someone');
const titled = (language: Language, value: unknown) =>
  excerpt(value, 120) || serverText(language, 'emails', 'notification.aRecipe');
const number = (value: unknown) => (typeof value === 'number' ? value : Number(value) || 0);

export interface DigestConversation {
  senderName: string | null;
  count: number;
  latest: string;
}

/** How many conversations a digest lists by name; the rest are counted. */
export const DIGEST_MAX_CONVERSATIONS = 10;

/** One mail for the user's unread direct messages, grouped by conversation (newest first). */
export function messageDigestMail(input: {
  to: string;
  language: Language;
  url: string;
  conversations: DigestConversation[];
}): MailMessage {
  const { language, url } = input;
  const t = (key: string, values: Params = {}) =>
    serverText(language, 'emails', `notification.messageDigest.${key}` as never, {
      app: APP_NAME,
      url,
      ...values,
    });
  const count = input.conversations.reduce((sum, c) => sum + c.count, 0);
  const shown = input.conversations.slice(0, DIGEST_MAX_CONVERSATIONS);
  const lines = shown.map((c) =>
    t('line', { sender: named(language, c.senderName), count: c.count, preview: excerpt(c.latest, 100) }),
  );
  const rest = input.conversations.length - shown.length;
  if (rest > 0) lines.push(t('more', { count: rest }));
  const intro = t('intro', { count });
  const outro = t('outro');
  const list = `<ul style="margin:0 0 24px;padding-left:20px;line-height:1.5">${lines
    .map((line) => `<li>${escapeHtml(line)}</li>`)
    .join('')}</ul>`;
  // The layout escapes its paragraph; the list goes in after it, escaped line by line here.
  const html = layout(language, t('heading'), intro, { label: t('button'), url }, outro).replace(
    '</p>\n<p style="margin:0 0 24px"><a',
    `</p>\n${list}<p style="margin:0 0 24px"><a`,
  );
  return {
    to: input.to,
    subject: t('subject', { count }),
    text: `${intro}\n\n${lines.map((line) => `- ${line}`).join('\n')}\n\n${t('textLink')}\n\n${outro}\n`,
    html,
  };
}

export type EventMailKind = 'review' | 'commentReply' | 'moderation';

/** The values an event's texts are worded from, with the reader's fallbacks. */
function eventValues(kind: EventMailKind, language: Language, params: Params): Params {
  switch (kind) {
    case 'review':
      return {
        reviewer: named(language, params.reviewerName),
        title: titled(language, params.recipeTitle),
        rating: number(params.rating),
      };
    case 'commentReply':
      return {
        author: named(language, params.authorName),
        title: titled(language, params.recipeTitle),
        preview: excerpt(params.preview, 140),
      };
    case 'moderation':
      return {
        title: titled(language, params.recipeTitle),
        decision: typeof params.decision === 'string' ? params.decision : 'other',
      };
  }
}

/** One mail for one review, comment reply or moderation decision. */
export function eventMail(input: {
  kind: EventMailKind;
  to: string;
  language: Language;
  url: string;
  params: Params;
}): MailMessage {
  const { kind, language, url } = input;
  const values = { app: APP_NAME, url, ...eventValues(kind, language, input.params) };
  const t = (part: string) => serverText(language, 'emails', `notification.${kind}.${part}` as never, values);
  const reason = kind === 'moderation' ? excerpt(input.params.reason, 500) : '';
  const intro = reason
    ? `${t('intro')} ${serverText(language, 'emails', 'notification.moderation.reason', { reason })}`
    : t('intro');
  const outro = t('outro');
  return {
    to: input.to,
    subject: t('subject'),
    text: `${intro}\n\n${t('textLink')}\n\n${outro}\n`,
    html: layout(language, t('heading'), intro, { label: t('button'), url }, outro),
  };
}

export interface PushPayload {
  title: string;
  body: string;
  /** The page the notification opens (a path of the app). */
  link: string;
}

/** The small JSON a push carries: a title and a line in the reader's language, and the link. */
export function pushPayload(input: {
  type: 'message' | 'sale' | 'review' | 'comment_reply' | 'moderation';
  language: Language;
  params: Params;
  link: string | null;
}): PushPayload {
  const { language, params } = input;
  const p = (key: string, values: Params = {}) =>
    serverText(language, 'emails', `notification.push.${key}` as never, { app: APP_NAME, ...values });
  const link = input.link ?? '/';
  switch (input.type) {
    case 'message':
      return {
        title: p('messageTitle', { sender: named(language, params.senderName) }),
        body: excerpt(params.preview, 120),
        link,
      };
    case 'sale':
      return {
        title: p('saleTitle'),
        body: p('saleBody', {
          title: titled(language, params.recipeTitle),
          amount: formatUsd(number(params.amountCents), language),
        }),
        link,
      };
    case 'review':
      return {
        title: p('reviewTitle'),
        body: p('reviewBody', eventValues('review', language, params)),
        link,
      };
    case 'comment_reply':
      return {
        title: p('commentReplyTitle'),
        body: p('commentReplyBody', eventValues('commentReply', language, params)),
        link,
      };
    case 'moderation':
      return {
        title: p('moderationTitle'),
        body: serverText(
          language,
          'emails',
          'notification.moderation.intro',
          eventValues('moderation', language, params),
        ),
        link,
      };
  }
}
