import { APP_NAME } from '@shared/constants';
import type { MailMessage } from './mailer';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A plain, robust layout: one heading, a paragraph, one button, and the link in text. */
function layout(title: string, intro: string, action: { label: string; url: string }, outro: string): string {
  const url = escapeHtml(action.url);
  return `<!doctype html><html><body style="margin:0;padding:24px;background:#f6f6f4;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1c1c1a">
<table role="presentation" width="100%" style="max-width:520px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">
<tr><td><p style="margin:0 0 8px;font-weight:600;color:#6b6b66">${APP_NAME}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(title)}</h1>
<p style="margin:0 0 24px;line-height:1.5">${escapeHtml(intro)}</p>
<p style="margin:0 0 24px"><a href="${url}" style="display:inline-block;background:#1c1c1a;color:#fff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#6b6b66">Or paste this link into your browser:<br><a href="${url}" style="color:#6b6b66;word-break:break-all">${url}</a></p>
<p style="margin:16px 0 0;font-size:13px;color:#6b6b66">${escapeHtml(outro)}</p></td></tr></table></body></html>`;
}

export function verificationMail(to: string, url: string, expiresInHours: number): MailMessage {
  const intro = `Confirm that ${to} is your e-mail address to finish setting up your ${APP_NAME} account.`;
  const outro = `The link expires in ${expiresInHours} hours. If you did not create an account, ignore this e-mail.`;
  return {
    to,
    subject: `Verify your e-mail for ${APP_NAME}`,
    text: `${intro}\n\nVerify your e-mail: ${url}\n\n${outro}\n`,
    html: layout('Verify your e-mail address', intro, { label: 'Verify e-mail', url }, outro),
  };
}

export function passwordResetMail(to: string, url: string, expiresInMinutes: number): MailMessage {
  const intro = `Someone asked to reset the password of the ${APP_NAME} account for ${to}. Choose a new password with the link below.`;
  const outro = `The link expires in ${expiresInMinutes} minutes and works once. If it was not you, ignore this e-mail: your password stays as it is.`;
  return {
    to,
    subject: `Reset your ${APP_NAME} password`,
    text: `${intro}\n\nReset your password: ${url}\n\n${outro}\n`,
    html: layout('Reset your password', intro, { label: 'Create a new password', url }, outro),
  };
}

/** 'Send Test' in the notification settings: proof that notification e-mail reaches the user. */
export function testNotificationMail(to: string, settingsUrl: string): MailMessage {
  const intro = `This is a test notification from ${APP_NAME}. E-mail notifications reach ${to}.`;
  const outro = 'You received it because you clicked Send Test in your notification settings.';
  return {
    to,
    subject: `Test notification from ${APP_NAME}`,
    text: `${intro}\n\nChoose which e-mails you get: ${settingsUrl}\n\n${outro}\n`,
    html: layout('Test notification', intro, { label: 'Notification settings', url: settingsUrl }, outro),
  };
}
