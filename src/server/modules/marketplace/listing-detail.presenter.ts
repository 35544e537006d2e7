import type { ListingDetail } from '@shared/contracts/marketplace';
import { LISTING_PREVIEW_CHARS } from '@shared/marketplace/pricing';
import { parseRecipe } from '@shared/recipe/parse-recipe';
import { sectionItemCount } from '@shared/recipe/section-items';
import { presentListingCard } from './browse-card.presenter';
import type { ListingRow } from './listing-access';

/**
 * What a visitor may read of a recipe they do not own (issue 20 §4): its first 200 characters,
 * never more than half of it (a 150-character recipe is not given away whole as its own
 * "preview"), cut at a word where one is near, and never inside a surrogate pair.
 */
export function listingPreview(content: string, limit = LISTING_PREVIEW_CHARS): string {
  const text = content.trim();
  let end = Math.min(limit, Math.floor(text.length / 2));
  if (end <= 0) return '';
  // A high surrogate at the cut would leave half a character: cut before it.
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  if (end < text.length && /\S/.test(text[end] ?? '')) {
    // Mid-word: back to the last whitespace if it leaves at least two thirds of the cut.
    const space = text.slice(0, end).search(/\s\S*$/);
    if (space >= Math.ceil((end * 2) / 3)) end = space;
  }
  return text.slice(0, end).trimEnd();
}

/** The recipe's sections as a visitor may see them: names and item counts only. */
export function listingOutline(content: string): ListingDetail['outline'] {
  return parseRecipe(content).sections.map((s) => ({ section: s.title, count: sectionItemCount(s.content) }));
}

export type DetailAccess = ListingDetail['access'];

/**
 * The detail of a listing for one caller. The content is copied into the answer only when
 * `access` is the creator's or an owner's; otherwise no field carries it (the preview is cut
 * from it above, the outline names its sections).
 */
export function presentListingDetail(row: ListingRow, access: DetailAccess): ListingDetail {
  const base: ListingDetail = {
    ...presentListingCard(row),
    status: row.status,
    version: row.version,
    access,
    preview: listingPreview(row.content),
    outline: listingOutline(row.content),
  };
  if (access !== 'none') base.content = row.content;
  if (access === 'creator') base.validationReasons = row.validationReasons;
  return base;
}
