import {
  LISTING_CONTENT_MAX,
  LISTING_DESCRIPTION_MAX,
  LISTING_TAGS_MAX,
  LISTING_TITLE_MAX,
  PUBLISH_MESSAGES,
} from '@shared/contracts/marketplace-publish';
import { TAG_MAX_CHARS } from '@shared/contracts/recipes';
import { MARKETPLACE_CURRENCY, MAX_PRICE_CENTS, MIN_PAID_PRICE_CENTS } from '@shared/marketplace/pricing';
import type { Formatters } from '@web/lib/format/formatters';
import type { Translate } from '@web/lib/i18n';

/**
 * The contracts word their refusals in English (PUBLISH_MESSAGES, the same schemas the server
 * checks with); this gives each one in the reader's language, prices in their format. A message it
 * does not know is shown as it came.
 */
export function publishWording(
  t: Translate<'marketplace-publish'>,
  format: Pick<Formatters, 'price' | 'number'>,
) {
  const price = (cents: number) => format.price(cents, MARKETPLACE_CURRENCY);
  const count = (value: number) => format.number(value);
  const words: Record<string, () => string> = {
    [PUBLISH_MESSAGES.titleRequired]: () => t('page.errors.titleRequired'),
    [PUBLISH_MESSAGES.titleTooLong]: () => t('page.errors.titleTooLong', { max: count(LISTING_TITLE_MAX) }),
    [PUBLISH_MESSAGES.descriptionTooLong]: () =>
      t('page.errors.descriptionTooLong', { max: count(LISTING_DESCRIPTION_MAX) }),
    [PUBLISH_MESSAGES.contentRequired]: () => t('page.errors.contentRequired'),
    [PUBLISH_MESSAGES.contentTooLong]: () =>
      t('page.errors.contentTooLong', { max: count(LISTING_CONTENT_MAX) }),
    [PUBLISH_MESSAGES.categoryRequired]: () => t('page.errors.categoryRequired'),
    [PUBLISH_MESSAGES.categoryUnknown]: () => t('page.errors.categoryUnknown'),
    [PUBLISH_MESSAGES.pricePositive]: () => t('page.errors.pricePositive'),
    [PUBLISH_MESSAGES.priceNotNumber]: () => t('page.errors.pricePositive'),
    [PUBLISH_MESSAGES.priceNegative]: () => t('page.errors.priceNegative'),
    [PUBLISH_MESSAGES.priceWholeCents]: () => t('page.errors.priceWholeCents'),
    [PUBLISH_MESSAGES.priceTooLow]: () => t('page.errors.priceTooLow', { min: price(MIN_PAID_PRICE_CENTS) }),
    [PUBLISH_MESSAGES.priceTooHigh]: () => t('page.errors.priceTooHigh', { max: price(MAX_PRICE_CENTS) }),
    [PUBLISH_MESSAGES.tagTooLong]: () => t('page.errors.tagTooLong', { max: count(TAG_MAX_CHARS) }),
    [PUBLISH_MESSAGES.tooManyTags]: () => t('page.errors.tooManyTags', { max: count(LISTING_TAGS_MAX) }),
  };
  return (message: string): string => words[message]?.() ?? message;
}
