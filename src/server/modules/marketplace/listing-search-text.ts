/**
 * The text a listing is searched by (issue 20: title, description and tags, as the gallery
 * searches, decision 0008): lower-cased in one column with a trigram index. Never the content:
 * a search must not tell a visitor what a paid recipe says.
 */
export function listingSearchText(listing: {
  title: string;
  description: string;
  tags: readonly string[];
}): string {
  return [listing.title, listing.description, listing.tags.join(' ')].join('\n').toLowerCase();
}
