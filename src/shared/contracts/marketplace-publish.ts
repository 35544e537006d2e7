import { z } from 'zod';
import { LIMITS } from '../constants';
import { isListingCategory } from '../marketplace/categories';
import { isValidPriceCents, MAX_PRICE_CENTS, MIN_PAID_PRICE_CENTS } from '../marketplace/pricing';
import { listingIdParams, listingStatusSchema, validationReasonSchema } from './marketplace';
import { idSchema, RECIPE_CONTENT_MAX, TAG_MAX_CHARS } from './recipes';

/**
 * Publishing a recipe to the marketplace and managing one's listings (platform.md §2 Publish
 * recipe, Recipe Manager; §3 Marketplace listing payload, Publish form payload, Payment account
 * status; §4 publish flows, recipe status; §5 gallery price input, publish page). The API:
 *
 *   POST   /api/marketplace/listings              -> MyListing (201; 200 when it republished)
 *          body { recipeId, priceCents } | { messageId, priceCents }: status `pending`, validated by a job
 *   POST   /api/marketplace/listings/drafts       -> MyListing (201) body PublishDraftRequest: status `draft`
 *   POST   /api/marketplace/images                -> UploadedListingImage (201) multipart field `file`
 *   GET    /api/marketplace/my-listings           -> MyListings (the user's, newest first)
 *   PATCH  /api/marketplace/listings/:id          -> MyListing         body UpdateListingRequest
 *   POST   /api/marketplace/listings/:id/publish  -> MyListing (a new version, validated again)
 *   POST   /api/marketplace/listings/:id/unpublish-> MyListing (back to `draft`)
 *   DELETE /api/marketplace/listings/:id          -> 204 (soft: owners keep reading it)
 *   GET    /api/marketplace/listings/:id/image    -> the listing's image (public where the listing is)
 *   GET    /api/payments/account-status           -> PaymentAccountStatus
 *
 * Prices are integer cents: 0 (free) or 99 to 99999 (DESIGN.md). Someone else's listing answers
 * 404 'Recipe not found', like one that does not exist.
 */

export const LISTING_TITLE_MAX = LIMITS.recipeTitleMax;
export const LISTING_DESCRIPTION_MAX = LIMITS.descriptionMax;
export const LISTING_CONTENT_MAX = RECIPE_CONTENT_MAX;
export const LISTING_TAGS_MAX = LIMITS.tagsMaxSaved;
/** The largest image the publish page may upload. */
export const LISTING_IMAGE_MAX_BYTES = 8 * 1024 * 1024;

export const PUBLISH_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be ${LISTING_TITLE_MAX} characters or less`,
  descriptionTooLong: `Description must be ${LISTING_DESCRIPTION_MAX} characters or less`,
  contentRequired: 'Recipe content is required',
  contentTooLong: `Recipe content must be ${LISTING_CONTENT_MAX.toLocaleString('en-US')} characters or less`,
  categoryRequired: 'Category is required',
  categoryUnknown: 'Choose one of the categories',
  /** The publish page's price (platform.md §5): a paid price. */
  pricePositive: 'Price must be a positive number',
  priceNotNumber: 'Price must be a number',
  priceNegative: 'Price cannot be negative',
  priceWholeCents: 'Price must be a whole number of cents',
  priceTooLow: `A paid price must be at least $${(MIN_PAID_PRICE_CENTS / 100).toFixed(2)}`,
  priceTooHigh: `Price must be at most $${(MAX_PRICE_CENTS / 100).toFixed(2)}`,
  tagTooLong: `Tags must be ${TAG_MAX_CHARS} characters or less`,
  tooManyTags: `A recipe can have at most ${LISTING_TAGS_MAX} tags`,
  sourceRequired: 'Choose a recipe or a chat message to publish',
  nothingToUpdate: 'Change at least one field',
} as const;

/**
 * A price in integer cents: 0, or 99 to 99999 (`isValidPriceCents`), with a message for each way
 * it can be wrong (non-numeric, negative, fractions of a cent, too small, too large).
 */
export const priceCentsSchema = z
  .number({ error: PUBLISH_MESSAGES.priceNotNumber })
  .superRefine((cents, ctx) => {
    if (isValidPriceCents(cents)) return;
    const message = !Number.isFinite(cents)
      ? PUBLISH_MESSAGES.priceNotNumber
      : cents < 0
        ? PUBLISH_MESSAGES.priceNegative
        : !Number.isInteger(cents)
          ? PUBLISH_MESSAGES.priceWholeCents
          : cents > MAX_PRICE_CENTS
            ? PUBLISH_MESSAGES.priceTooHigh
            : PUBLISH_MESSAGES.priceTooLow;
    ctx.addIssue({ code: 'custom', message });
  });

/** The publish page's price: a paid one (platform.md §5 'Price must be a positive number'). */
export const paidPriceCentsSchema = priceCentsSchema.refine(
  (cents) => cents > 0,
  PUBLISH_MESSAGES.pricePositive,
);

/** Tags as the publish page wants them: trimmed, lowercased, blanks and duplicates dropped. */
export function normalizeListingTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((tag) => tag.trim().toLowerCase()).filter((tag) => tag !== ''))];
}

export const listingTagsSchema = z
  .array(z.string().max(TAG_MAX_CHARS, PUBLISH_MESSAGES.tagTooLong))
  .max(100, PUBLISH_MESSAGES.tooManyTags)
  .transform(normalizeListingTags)
  .refine((tags) => tags.length <= LISTING_TAGS_MAX, PUBLISH_MESSAGES.tooManyTags);

const titleSchema = z
  .string()
  .trim()
  .min(1, PUBLISH_MESSAGES.titleRequired)
  .max(LISTING_TITLE_MAX, PUBLISH_MESSAGES.titleTooLong);
const descriptionSchema = z.string().trim().max(LISTING_DESCRIPTION_MAX, PUBLISH_MESSAGES.descriptionTooLong);
const contentSchema = z
  .string()
  .max(LISTING_CONTENT_MAX, PUBLISH_MESSAGES.contentTooLong)
  .refine((value) => value.trim().length > 0, PUBLISH_MESSAGES.contentRequired);
const categorySchema = z
  .string()
  .trim()
  .min(1, PUBLISH_MESSAGES.categoryRequired)
  .refine(isListingCategory, PUBLISH_MESSAGES.categoryUnknown);

/**
 * Publish from the gallery (`recipeId`) or from a chat reply (`messageId`, the chat's "Save, with
 * a price": saved into the gallery first). Exactly one of the two.
 */
export const publishListingSchema = z
  .object({
    recipeId: idSchema.optional(),
    messageId: idSchema.optional(),
    priceCents: priceCentsSchema,
  })
  .refine((body) => (body.recipeId === undefined) !== (body.messageId === undefined), {
    message: PUBLISH_MESSAGES.sourceRequired,
    path: ['recipeId'],
  });
export type PublishListingRequest = z.input<typeof publishListingSchema>;

/** The /marketplace/publish form (platform.md §3 Publish form payload), saved as a draft. */
export const publishDraftSchema = z.object({
  title: titleSchema,
  content: contentSchema,
  description: descriptionSchema.default(''),
  priceCents: paidPriceCentsSchema,
  category: categorySchema,
  tags: listingTagsSchema.default([]),
  /** What POST /api/marketplace/images answered. */
  imageId: idSchema.optional(),
});
export type PublishDraftRequest = z.input<typeof publishDraftSchema>;

/** The manager's edit: any of these; a published listing takes a new version and is validated again. */
export const updateListingSchema = z
  .object({
    title: titleSchema.optional(),
    content: contentSchema.optional(),
    description: descriptionSchema.optional(),
    priceCents: priceCentsSchema.optional(),
    tags: listingTagsSchema.optional(),
    category: categorySchema.optional(),
  })
  .refine(
    (body) => Object.values(body).some((value) => value !== undefined),
    PUBLISH_MESSAGES.nothingToUpdate,
  );
export type UpdateListingRequest = z.input<typeof updateListingSchema>;

export const validationStatusSchema = z.enum(['unchecked', 'valid', 'invalid']);

/** One of the user's listings as the Recipe Manager shows it (the content is the creator's own). */
export const myListingSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** The goal from the content, else the description, else null (the web says 'No goal specified.'). */
  goal: z.string().nullable(),
  content: z.string(),
  tags: z.array(z.string()),
  category: z.string(),
  priceCents: z.number().int(),
  status: listingStatusSchema,
  validationStatus: validationStatusSchema,
  validationReasons: z.array(validationReasonSchema),
  purchaseCount: z.number().int(),
  version: z.number().int(),
  /** The gallery recipe it was taken from, if any (republish takes a fresh snapshot of it). */
  recipeId: z.string().nullable(),
  imageUrl: z.string().nullable(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  /**
   * A moderator sent it back to draft (issue 22 moderation queue: rejected or unpublished) and
   * it was not republished since: the reason the creator reads. Absent from older answers.
   */
  rejection: z.object({ reason: z.string(), rejectedAt: z.string() }).nullable().optional(),
});
export type MyListing = z.infer<typeof myListingSchema>;

export const myListingsSchema = z.object({ items: z.array(myListingSchema) });
export type MyListings = z.infer<typeof myListingsSchema>;

/** An uploaded image, to send as the draft's `imageId`. */
export const uploadedListingImageSchema = z.object({ imageId: z.string() });
export type UploadedListingImage = z.infer<typeof uploadedListingImageSchema>;

/** platform.md §3 Payment account status. */
export const paymentAccountStatusSchema = z.object({
  hasAccount: z.boolean(),
  onboardingCompleted: z.boolean(),
  payoutEnabled: z.boolean(),
});
export type PaymentAccountStatusResponse = z.infer<typeof paymentAccountStatusSchema>;

/** The image of a listing: `?v=` names its version so the bytes behind a URL never change. */
export const listingImageQuery = z.object({ v: z.coerce.number().int().min(0).optional() });

export { listingIdParams };
