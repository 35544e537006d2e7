/**
 * The marketplace's listing categories (platform.md §2 Marketplace browse: friendly names AI & ML,
 * Data Science, Blockchain, Optimization; §3: a gallery or chat publish is 'general'). The ids are
 * what a listing stores and what the publish page offers; each part of the web app words them from
 * its catalogue (the publish page: `page.categories.<id>` in marketplace-publish).
 */
export const LISTING_CATEGORIES = ['general', 'ai-ml', 'data-science', 'blockchain', 'optimization'] as const;
export type ListingCategory = (typeof LISTING_CATEGORIES)[number];

/** What a listing published from the gallery or the chat is filed under (platform.md §3). */
export const DEFAULT_LISTING_CATEGORY: ListingCategory = 'general';

export const isListingCategory = (value: string): value is ListingCategory =>
  (LISTING_CATEGORIES as readonly string[]).includes(value);
