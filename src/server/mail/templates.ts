import { APP_NAME } from '@shared/constants';
import type { Language } from '@shared/preference-options';
import { serverText } from '../i18n/server-translator';
import type { MailMessage } from './mailer';

/**
 * The e-mails the app sends its users, in the recipient's language (src/server/locales/<language>/
 * emails.json): the language they saved, else the one their browser asked in (see the callers).
 */

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A plain, robust layout: one heading, a paragraph, one button, and the link in text. */
export function layout(
  language: Language,
  title: string,
  intro: string,
  action: { label: string; url: string },
  outro: string,
): string {
  const url = escapeHtml(action.url);
  const pasteLink = escapeHtml(serverText(language, 'emails', 'layout.pasteLink'));
  return `<!doctype html><html lang="${language}"><body style="margin:0;padding:24px;background:#f6f6f4;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1c1c1a">
<table role="presentation" width="100%" style="max-width:520px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">
<tr><td><p style="margin:0 0 8px;font-weight:600;color:#6b6b66">${APP_NAME}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(title)}</h1>
<p style="margin:0 0 24px;line-height:1.5">${escapeHtml(intro)}</p>
<p style="margin:0 0 24px"><a href="${url}" style="display:inline-block;background:#1c1c1a;color:#fff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#6b6b66">${pasteLink}<br><a href="${url}" style="color:#6b6b66;word-break:break-all">${url}</a></p>
<p style="margin:16px 0 0;font-size:13px;color:#6b6b66">${escapeHtml(outro)}</p></td></tr></table></body></html>`;
}

type MailKind = 'verification' | 'passwordReset' | 'testNotification';

/** One e-mail of the catalogue: subject, a text part and an HTML part with the same words. */
function mail(
  kind: MailKind,
  language: Language,
  to: string,
  url: string,
  values: Record<string, string | number>,
): MailMessage {
  const text = (part: 'subject' | 'heading' | 'intro' | 'button' | 'textLink' | 'outro') =>
    serverText(language, 'emails', `${kind}.${part}`, { app: APP_NAME, email: to, url, ...values });
  const intro = text('intro');
  const outro = text('outro');
  return {
    to,
    subject: text('subject'),
    text: `${intro}\n\n${text('textLink')}\n\n${outro}\n`,
    html: layout(language, text('heading'), intro, { label: text('button'), url }, outro),
  };
}

export function verificationMail(
  to: string,
  url: string,
  expiresInHours: number,
  language: Language,
): MailMessage {
  return mail('verification', language, to, url, { hours: expiresInHours });
}

export function passwordResetMail(
  to: string,
  url: string,
  expiresInMinutes: number,
  language: Language,
): MailMessage {
  return mail('passwordReset', language, to, url, { minutes: expiresInMinutes });
}

/** 'Send Test' in the notification settings: proof that notification e-mail reaches the user. */
export function testNotificationMail(to: string, settingsUrl: string, language: Language): MailMessage {
  return mail('testNotification', language, to, settingsUrl, {});
}
