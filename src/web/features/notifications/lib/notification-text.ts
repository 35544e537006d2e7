import type { AppNotification } from '@shared/contracts/notifications';
import { MARKETPLACE_CURRENCY } from '@shared/marketplace/pricing';
import type { Formatters } from '@web/lib/format/formatters';
import type { Translate } from '@web/lib/i18n';

type Params = AppNotification['params'];

/** What one notification says: its line, and a second line (a preview, a rating, a reason). */
export interface NotificationText {
  title: string;
  detail?: string;
}

/** A non-blank text parameter, else undefined: an older or partial notice words itself without it. */
function text(params: Params, key: string): string | undefined {
  const value = params[key];
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** A finite number parameter (also written as a string), else undefined. */
function number(params: Params, key: string): number | undefined {
  const value = params[key];
  const parsed =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** How a moderation notice's decision is written by the features that send one. */
const MODERATION_DECISIONS: Record<
  string,
  'approved' | 'rejected' | 'unpublished' | 'commentRemoved' | 'reportUpheld' | 'reportDismissed'
> = {
  approved: 'approved',
  rejected: 'rejected',
  unpublished: 'unpublished',
  comment_removed: 'commentRemoved',
  upheld: 'reportUpheld',
  report_upheld: 'reportUpheld',
  dismissed: 'reportDismissed',
  report_dismissed: 'reportDismissed',
};

/**
 * A notification worded in the reader's language from its type and parameters (names, titles and
 * amounts the server stored when it happened). Missing parameters give a plainer sentence, never
 * a blank or a placeholder.
 */
export function notificationText(
  notification: Pick<AppNotification, 'type' | 'params'>,
  t: Translate<'notifications'>,
  format: Formatters,
): NotificationText {
  const { params } = notification;
  const recipeTitle = text(params, 'recipeTitle');
  switch (notification.type) {
    case 'message': {
      const senderName = text(params, 'senderName');
      return {
        title: senderName ? t('message.title', { senderName }) : t('message.titleNoName'),
        detail: text(params, 'preview'),
      };
    }
    case 'sale': {
      const cents = number(params, 'amountCents');
      // Sales are in the marketplace's currency unless the notice names another: never converted.
      const amount =
        cents === undefined
          ? undefined
          : format.price(cents, text(params, 'currency') ?? MARKETPLACE_CURRENCY);
      let title: string;
      if (recipeTitle && amount) title = t('sale.title', { recipeTitle, amount });
      else if (recipeTitle) title = t('sale.titleNoAmount', { recipeTitle });
      else if (amount) title = t('sale.titleNoRecipe', { amount });
      else title = t('sale.titleNoParams');
      return { title };
    }
    case 'review': {
      const reviewerName = text(params, 'reviewerName');
      const rating = number(params, 'rating');
      let title: string;
      if (reviewerName && recipeTitle) title = t('review.title', { reviewerName, recipeTitle });
      else if (recipeTitle) title = t('review.titleNoName', { recipeTitle });
      else if (reviewerName) title = t('review.titleNoRecipe', { reviewerName });
      else title = t('review.titleNoParams');
      const ratingText =
        rating === undefined ? undefined : t('review.rating', { rating: format.number(rating) });
      const comment = text(params, 'comment') ?? text(params, 'preview');
      return { title, detail: [ratingText, comment].filter(Boolean).join(' · ') || undefined };
    }
    case 'comment_reply': {
      const authorName = text(params, 'authorName');
      let title: string;
      if (authorName && recipeTitle) title = t('commentReply.title', { authorName, recipeTitle });
      else if (recipeTitle) title = t('commentReply.titleNoName', { recipeTitle });
      else if (authorName) title = t('commentReply.titleNoRecipe', { authorName });
      else title = t('commentReply.titleNoParams');
      return { title, detail: text(params, 'preview') ?? text(params, 'excerpt') };
    }
    case 'moderation': {
      const decision = MODERATION_DECISIONS[text(params, 'decision') ?? text(params, 'outcome') ?? ''];
      const reason = text(params, 'reason');
      let title: string;
      switch (decision) {
        case 'approved':
        case 'rejected':
        case 'unpublished':
          title = recipeTitle
            ? t(`moderation.${decision}`, { recipeTitle })
            : t(`moderation.${decision}NoTitle`);
          break;
        case 'commentRemoved':
          title = recipeTitle
            ? t('moderation.commentRemoved', { recipeTitle })
            : t('moderation.commentRemovedNoTitle');
          break;
        case 'reportUpheld':
        case 'reportDismissed': {
          const reportedUserName = text(params, 'reportedUserName');
          title = reportedUserName
            ? t(`moderation.${decision}Named`, { reportedUserName })
            : t(`moderation.${decision}`);
          break;
        }
        default:
          title = t('moderation.other');
      }
      return { title, detail: reason ? t('moderation.reason', { reason }) : undefined };
    }
    default:
      return { title: t('moderation.other') };
  }
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When it happened, for the list: 'Just now', then minutes, hours and days ago in the reader's
 * language, and after a week the date in their format. Unparseable: the empty string.
 */
export function notificationTime(
  createdAt: string,
  now: number,
  t: Translate<'notifications'>,
  format: Formatters,
): string {
  const at = Date.parse(createdAt);
  if (!Number.isFinite(at)) return '';
  const elapsed = Math.max(0, now - at);
  if (elapsed < MINUTE) return t('panel.justNow');
  const relative = new Intl.RelativeTimeFormat(format.settings.language, { numeric: 'auto' });
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return relative.format(-Math.floor(elapsed / DAY), 'day');
  return format.date(at);
}
