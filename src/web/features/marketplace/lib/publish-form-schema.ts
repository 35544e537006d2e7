import {
  LISTING_TAGS_MAX,
  normalizeListingTags,
  PUBLISH_MESSAGES,
  paidPriceCentsSchema,
  publishDraftSchema,
} from '@shared/contracts/marketplace-publish';
import { dollarsToCents, PUBLISH_PAGE_DEFAULT_PRICE } from '@shared/marketplace/pricing';
import { z } from 'zod';

const { title, content, description, category } = publishDraftSchema.shape;

/**
 * The publish page's price as typed (platform.md §5: a positive number, the input's minimum 0.99),
 * to cents by the same rules the server applies to the draft's `priceCents`.
 */
const priceField = z.string().transform((text, ctx) => {
  const typed = text.trim();
  const dollars = Number(typed);
  if (typed === '' || !Number.isFinite(dollars) || dollars <= 0) {
    ctx.addIssue({ code: 'custom', message: PUBLISH_MESSAGES.pricePositive });
    return z.NEVER;
  }
  const cents = dollarsToCents(typed) ?? dollars * 100;
  const checked = paidPriceCentsSchema.safeParse(cents);
  if (!checked.success) {
    ctx.addIssue({
      code: 'custom',
      message: checked.error.issues[0]?.message ?? PUBLISH_MESSAGES.pricePositive,
    });
    return z.NEVER;
  }
  return checked.data;
});

/**
 * The form's fields, checked with the draft contract's own schemas (the server checks the body
 * again): the words of §5 ('Title is required', 'Recipe content is required', 'Category is
 * required', 'Price must be a positive number'). Tags and the image are kept beside the form.
 */
export const publishFormSchema = z.object({ title, content, description, price: priceField, category });
export type PublishFormInput = z.input<typeof publishFormSchema>;

export const PUBLISH_FORM_DEFAULTS: PublishFormInput = {
  title: '',
  content: '',
  description: '',
  price: String(PUBLISH_PAGE_DEFAULT_PRICE),
  category: '',
};

/**
 * The tags after adding what was typed (platform.md §5): split at commas, trimmed, lowercased,
 * blanks and duplicates dropped, at most the listing's limit. Null when nothing new was added.
 */
export function addTags(tags: readonly string[], typed: string): string[] | null {
  const next = normalizeListingTags([...tags, ...typed.split(',')]).slice(0, LISTING_TAGS_MAX);
  return next.length === tags.length ? null : next;
}
