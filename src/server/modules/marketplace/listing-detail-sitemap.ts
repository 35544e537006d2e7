import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema';

/** A sitemap holds at most 50,000 addresses (sitemaps.org): the most recently changed ones. */
export const SITEMAP_MAX_URLS = 50_000;

const escapeXml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/**
 * The marketplace's sitemap (listed in robots.txt beside the site's): each published listing's
 * page and when it last changed. Addresses and dates only: nothing of a listing's text.
 */
export async function listingSitemap(db: Db, publicUrl: string): Promise<string> {
  const rows = await db
    .select({ id: listings.id, updatedAt: listings.updatedAt })
    .from(listings)
    .where(and(eq(listings.status, 'published'), isNull(listings.deletedAt)))
    .orderBy(desc(listings.updatedAt), desc(listings.id))
    .limit(SITEMAP_MAX_URLS);
  const urls = rows.map(
    (r) =>
      `  <url><loc>${escapeXml(`${publicUrl}/marketplace/recipe/${encodeURIComponent(r.id)}`)}</loc><lastmod>${r.updatedAt.toISOString()}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
