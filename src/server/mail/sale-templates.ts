import { APP_NAME } from '@shared/constants';
import type { Language } from '@shared/preference-options';
import { serverText } from '../i18n/server-translator';
import type { MailMessage } from './mailer';
import { layout } from './templates';

/**
 * The mails of a sale (issue 21 §2, §8), in the recipient's language: the buyer's receipt, the
 * creator's sale notice and the creator's refund notice. Amounts are integer cents in USD
 * (platform.md §9: price is amount divided by 100), worded with the recipient's language's habits.
 */

type SaleMailKind = 'saleReceipt' | 'saleNotice' | 'refundNotice';
type Part = 'subject' | 'heading' | 'intro' | 'button' | 'textLink' | 'outro';

export const formatUsd = (cents: number, language: Language) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(cents / 100);

function saleMail(
  kind: SaleMailKind,
  language: Language,
  to: string,
  url: string,
  values: Record<string, string | number>,
): MailMessage {
  const text = (part: Part) =>
    serverText(language, 'emails', `${kind}.${part}`, { app: APP_NAME, url, ...values });
  const intro = text('intro');
  const outro = text('outro');
  return {
    to,
    subject: text('subject'),
    text: `${intro}\n\n${text('textLink')}\n\n${outro}\n`,
    html: layout(language, text('heading'), intro, { label: text('button'), url }, outro),
  };
}

export interface ReceiptMailInput {
  to: string;
  language: Language;
  title: string;
  creatorName: string;
  amountCents: number;
  /** The recipe's page, where the buyer reads and downloads it. */
  recipeUrl: string;
  /** A short reference of the sale, for the buyer's records and support. */
  reference: string;
}

/** The buyer's receipt for a paid purchase. */
export function saleReceiptMail(input: ReceiptMailInput): MailMessage {
  return saleMail('saleReceipt', input.language, input.to, input.recipeUrl, {
    title: input.title,
    creator: input.creatorName,
    amount: formatUsd(input.amountCents, input.language),
    reference: input.reference,
  });
}

export interface CreatorSaleMailInput {
  to: string;
  language: Language;
  title: string;
  amountCents: number;
  /** The creator's share after the platform fee. */
  payoutCents: number;
  /** The creator's analytics page. */
  analyticsUrl: string;
}

/** The creator's notice of a new sale (sent only while their sales alerts are on). */
export function saleNoticeMail(input: CreatorSaleMailInput): MailMessage {
  return saleMail('saleNotice', input.language, input.to, input.analyticsUrl, {
    title: input.title,
    amount: formatUsd(input.amountCents, input.language),
    payout: formatUsd(input.payoutCents, input.language),
  });
}

/** The creator's notice that a sale of theirs was refunded to the buyer. */
export function refundNoticeMail(input: CreatorSaleMailInput): MailMessage {
  return saleMail('refundNotice', input.language, input.to, input.analyticsUrl, {
    title: input.title,
    amount: formatUsd(input.amountCents, input.language),
    payout: formatUsd(input.payoutCents, input.language),
  });
}
