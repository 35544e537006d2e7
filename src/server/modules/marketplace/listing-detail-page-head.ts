import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema';
import type { DynamicPageHead } from '../../http/page-heads';
import { serverText } from '../../i18n/server-translator';
import { listingImageUrl } from './browse-card.presenter';

/** Search engines show about this much of a description. */
const DESCRIPTION_CHARS = 160;

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The head of /marketplace/recipe/:recipeId, made per request (issue 20 §4: per-listing meta and
 * Open Graph tags rendered on the server): the listing's title, its public description (never
 * the content) or our own words in the request's language, its canonical address and its image.
 * Only a published listing has a public page; any other id is the page's 404.
 */
export function listingPageHead(db: Db, publicUrl: string): DynamicPageHead {
  return {
    path: '/marketplace/recipe/:recipeId',
    async head({ recipeId }, language) {
      if (!recipeId || recipeId.length > 64) return null;
      const [row] = await db
        .select({
          id: listings.id,
          title: listings.title,
          description: listings.description,
          creatorName: listings.creatorName,
          imageKey: listings.imageKey,
          imageVersion: listings.imageVersion,
        })
        .from(listings)
        .where(and(eq(listings.id, recipeId), eq(listings.status, 'published'), isNull(listings.deletedAt)))
        .limit(1);
      if (!row) return null;
      const description =
        oneLine(row.description) ||
        serverText(language, 'page-meta', 'marketplaceListing.description', { creator: row.creatorName });
      const image = listingImageUrl(row);
      return {
        meta: { title: clip(oneLine(row.title), 90), description: clip(description, DESCRIPTION_CHARS) },
        url: `${publicUrl}/marketplace/recipe/${encodeURIComponent(row.id)}`,
        ...(image ? { image: `${publicUrl}${image}` } : {}),
      };
    },
  };
}
