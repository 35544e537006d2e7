import { type AnyColumn, and, asc, count, desc, eq, like, type SQL, sql } from 'drizzle-orm';
import { BROWSE_TOTAL_CAP, type BrowseSort } from '@shared/contracts/marketplace-browse';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema';
import { containsPattern } from '../recipes';
import { type CardRow, cardColumns } from './browse-card.presenter';
import {
  type BrowseCursor,
  decodeBrowseCursor,
  encodeBrowseCursor,
  type KeyShape,
  type KeyValue,
  filterDigest,
} from './browse-cursor';
import { forYouPage, type ViewerTaste } from './browse-for-you';

/**
 * Browse pages (platform.md §2 Marketplace browse): published listings only, filtered by a search
 * over title, description and tags (decision 0008: a substring of the trigram-indexed
 * `search_text`, never the content) and a category, in one of the sorts, keyset paged.
 *
 * Each sort walks its partial index of marketplace-schema.ts (`status = 'published' and
 * deleted_at is null`, written as a literal here so the planner can match the index's predicate),
 * so the first page and the hundredth cost the same. The total is counted once, on the first page
 * (an index-only count over the same partial index), and carried in the cursor.
 */

/**
 * `desc` as the indexes are built (marketplace-schema.ts writes every DESC key `.desc().nullsFirst()`,
 * which is what a bare `order by x desc` means): only the same order lets the planner walk the
 * index instead of sorting every published listing. The columns are not null either way.
 */
export const descIndexed = (column: AnyColumn): SQL => sql`${column} desc nulls first`;

/** The partial indexes' predicate, word for word. */
export const PUBLISHED: SQL = sql`${listings.status} = 'published' and ${listings.deletedAt} is null`;

export interface BrowseFilter {
  q?: string;
  category?: string;
}

export function browseFilter(filter: BrowseFilter): SQL {
  const parts: SQL[] = [PUBLISHED];
  if (filter.category) parts.push(eq(listings.category, filter.category));
  // search_text is lower-case already; the trigram index serves this LIKE.
  if (filter.q) parts.push(like(listings.searchText, containsPattern(filter.q.toLowerCase())));
  return and(...parts)!;
}

/** One keyset order: its ORDER BY, the position after a row, and that row's keys. */
export interface KeysetOrder {
  shape: KeyShape;
  orderBy: SQL[];
  after(keys: KeyValue[]): SQL;
  keysOf(row: CardRow): KeyValue[];
}

export const TRENDING: KeysetOrder = {
  shape: ['n', 's'],
  orderBy: [descIndexed(listings.trendScore), descIndexed(listings.id)],
  after: ([score, id]) => sql`(${listings.trendScore}, ${listings.id}) < (${score}::float8, ${id}::text)`,
  keysOf: (row) => [row.trendScore, row.id],
};

const ORDERS: Record<Exclude<BrowseSort, 'for-you'>, KeysetOrder> = {
  trending: TRENDING,
  /** Best Value: cheapest first. */
  'price-low': {
    shape: ['i', 's'],
    orderBy: [asc(listings.priceCents), asc(listings.id)],
    after: ([price, id]) => sql`(${listings.priceCents}, ${listings.id}) > (${price}::int, ${id}::text)`,
    keysOf: (row) => [row.priceCents, row.id],
  },
  /** Top Rated: best average, then the most reviews. */
  rating: {
    shape: ['n', 'i', 's'],
    orderBy: [
      descIndexed(listings.ratingAverage),
      descIndexed(listings.ratingCount),
      descIndexed(listings.id),
    ],
    after: ([average, reviews, id]) =>
      sql`(${listings.ratingAverage}, ${listings.ratingCount}, ${listings.id}) < (${average}::float8, ${reviews}::int, ${id}::text)`,
    keysOf: (row) => [row.ratingAverage, row.ratingCount, row.id],
  },
};

/**
 * How many match, counted up to one past BROWSE_TOTAL_CAP (so the answer can say 'more'): the
 * walk stops there instead of reading every match of a common word or every published listing.
 */
export async function countListings(db: Db, where: SQL): Promise<number> {
  const some = db
    .select({ one: sql`1` })
    .from(listings)
    .where(where)
    .limit(BROWSE_TOTAL_CAP + 1)
    .as('some');
  const [row] = await db.select({ n: count() }).from(some);
  return Number(row?.n ?? 0);
}

/** The page's total and whether the count stopped at the cap. */
export const presentTotal = (counted: number) =>
  counted > BROWSE_TOTAL_CAP
    ? { total: BROWSE_TOTAL_CAP, totalCapped: true }
    : { total: counted, totalCapped: false };

/** Up to `take` rows of `where` in `order` after `keys` (from the start without). */
export function readOrdered(db: Db, where: SQL, order: KeysetOrder, keys: KeyValue[] | null, take: number) {
  return db
    .select(cardColumns)
    .from(listings)
    .where(keys ? and(where, order.after(keys)) : where)
    .orderBy(...order.orderBy)
    .limit(take) as Promise<CardRow[]>;
}

export interface BrowseOptions extends BrowseFilter {
  sort: BrowseSort;
  cursor?: string;
  limit: number;
  /** The signed-in visitor's taste, for For You; null for visitors (For You is then Trending). */
  taste: ViewerTaste | null;
}

export interface BrowsePage {
  rows: CardRow[];
  nextCursor: string | null;
  /** The count as countListings gave it (one past the cap when there are more). */
  counted: number;
}

export async function browseListings(db: Db, options: BrowseOptions): Promise<BrowsePage> {
  const where = browseFilter(options);
  const personal = options.sort === 'for-you' && options.taste !== null && !options.taste.isEmpty;
  // For You without a taste to go by is Trending, with Trending's cursors.
  const sort = options.sort === 'for-you' && !personal ? 'trending' : options.sort;
  const digest = filterDigest([
    sort,
    options.q ?? '',
    options.category ?? '',
    personal ? options.taste!.viewerId : '',
  ]);
  if (sort === 'for-you') return forYouPage(db, where, options.taste!, digest, options.cursor, options.limit);

  const order = ORDERS[sort];
  const cursor = options.cursor ? decodeBrowseCursor(options.cursor, digest, { [sort]: order.shape }) : null;
  const [page, total] = await Promise.all([
    // One more than asked tells whether there is a next page without a second query.
    readOrdered(db, where, order, cursor?.keys ?? null, options.limit + 1),
    cursor ? cursor.total : countListings(db, where),
  ]);
  const rows = page.slice(0, options.limit);
  const last = page.length > options.limit ? rows[rows.length - 1] : undefined;
  const next: BrowseCursor | null = last
    ? { kind: sort, filter: digest, total, keys: order.keysOf(last) }
    : null;
  return { rows, nextCursor: next ? encodeBrowseCursor(next) : null, counted: total };
}

/** Categories present among published listings, most listings first (the category index, index-only). */
export async function categoryCounts(db: Db): Promise<Array<{ id: string; count: number }>> {
  const rows = await db
    .select({ id: listings.category, n: count() })
    .from(listings)
    .where(PUBLISHED)
    .groupBy(listings.category)
    .orderBy(desc(count()), asc(listings.category));
  return rows.map((row) => ({ id: row.id, count: Number(row.n) }));
}
