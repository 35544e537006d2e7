import { APP_NAME } from '@shared/constants';
import type { Language } from '@shared/preference-options';
import { serverText } from '../i18n/server-translator';
import type { MailMessage } from './mailer';
import { layout } from './templates';

const formatUsd = (cents: number, language: Language) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(cents / 100);

type Part = 'subject' | 'heading' | 'intro' | 'button' | 'textLink' | 'outro';

export interface PayoutPaidMailInput {
  to: string;
  language: Language;
  amountCents: number;
  /** The provider's payout id, for the creator's records and support. */
  reference: string;
  /** The creator's analytics page (its Payout History tab). */
  analyticsUrl: string;
}

/**
 * The creator's notice that a payout reached their bank (issue 21 §6), sent only while their
 * marketplace payout notifications are on; in their language, amounts in USD.
 */
export function payoutPaidMail(input: PayoutPaidMailInput): MailMessage {
  const text = (part: Part) =>
    serverText(input.language, 'emails', `payoutPaid.${part}`, {
      app: APP_NAME,
      url: input.analyticsUrl,
      amount: formatUsd(input.amountCents, input.language),
      reference: input.reference,
    });
  const intro = text('intro');
  const outro = text('outro');
  return {
    to: input.to,
    subject: text('subject'),
    text: `${intro}\n\n${text('textLink')}\n\n${outro}\n`,
    html: layout(
      input.language,
      text('heading'),
      intro,
      { label: text('button'), url: input.analyticsUrl },
      outro,
    ),
  };
}
