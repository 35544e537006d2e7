import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema';
import { type CardRow, cardColumns } from './browse-card.presenter';
import { decodeBrowseCursor, encodeBrowseCursor, type KeyValue } from './browse-cursor';
import type { BrowsePage } from './browse.queries';
import { countListings, readOrdered, TRENDING } from './browse.queries';

/**
 * For You (issue 20: ranked by the visitor's own tags and purchases when signed in).
 *
 * Taste: the visitor's top tags, counted once per request over their newest gallery recipes and
 * the listings they own, plus the categories of what they own. Ranking every published listing
 * against it would read all of them for each page, so only the trending index's first
 * FOR_YOU_WINDOW listings are scored (the listings people look at now, read in index order):
 *   1. "match": window listings that share a tag (2 points each) or an owned category (1 point),
 *      not the visitor's own and not already owned, best score first, then trending;
 *   2. "rest": every other listing, in trending order (the index walk skips the matched ones).
 * The window's last position is fixed in the cursor, so later pages split the listings the same
 * way as the first and no listing appears twice or never. Both phases cost one index range scan.
 */
export const FOR_YOU_WINDOW = 500;
/** How many of the visitor's tags count (the most used ones). */
const TASTE_TAGS = 20;
/** How many recent recipes and purchases are read for the taste. */
const TASTE_SOURCES = 500;

export interface ViewerTaste {
  viewerId: string;
  tags: string[];
  categories: string[];
  /** Listings the visitor owns: nothing to recommend there. */
  ownedIds: string[];
  isEmpty: boolean;
}

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];

/** A PostgreSQL text[] literal, one parameter (drizzle would spread a JS array into a list). */
export function textArray(values: readonly string[]): SQL {
  const literal = `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
  return sql`${literal}::text[]`;
}

export async function viewerTaste(db: Db, viewerId: string): Promise<ViewerTaste> {
  const owned = sql`(
    select l.id, l.tags, l.category from purchases p join listings l on l.id = p.listing_id
    where p.buyer_id = ${viewerId} and p.status in ('completed', 'active')
    order by p.created_at desc nulls first limit ${TASTE_SOURCES}
  )`;
  const [tagRows, ownedRows] = await Promise.all([
    db.execute<{ tag: string }>(sql`
      select tag from (
        select lower(t) as tag
        -- recipes_user_created_idx is (user_id, created_at desc): nulls first, the plain desc.
        from (select tags from recipes where user_id = ${viewerId} order by created_at desc limit ${TASTE_SOURCES}) r
        cross join unnest(r.tags) as t
        union all
        select lower(t) from ${owned} o cross join unnest(o.tags) as t
      ) x
      where tag <> ''
      group by tag order by count(*) desc, tag limit ${TASTE_TAGS}`),
    db.execute<{ id: string; category: string }>(sql`select o.id, o.category from ${owned} o`),
  ]);
  const tags = rowsOf<{ tag: string }>(tagRows).map((r) => r.tag);
  const ownedList = rowsOf<{ id: string; category: string }>(ownedRows);
  // 'general' is the default every listing gets: it says nothing about a taste.
  const categories = [...new Set(ownedList.map((r) => r.category))].filter((c) => c !== 'general');
  return {
    viewerId,
    tags,
    categories,
    ownedIds: ownedList.map((r) => r.id),
    isEmpty: tags.length === 0 && categories.length === 0,
  };
}

/** The points a listing (columns of `alias`) earns against the taste; 0 when it is not for them. */
function scoreOf(alias: string, taste: ViewerTaste): SQL {
  const col = (name: string) => sql.raw(`${alias}.${name}`);
  return sql`case when ${col('creator_id')} = ${taste.viewerId} or ${col('id')} = any(${textArray(taste.ownedIds)}) then 0
    else (select count(distinct lower(t))::int from unnest(${col('tags')}) as t where lower(t) = any(${textArray(taste.tags)})) * 2
      + (${col('category')} = any(${textArray(taste.categories)}))::int end`;
}

const MATCH_SHAPE = ['n?', 's?', 'i', 'n', 's'] as const;
const REST_SHAPE = ['n?', 's?', 'n?', 's?'] as const;

export async function forYouPage(
  db: Db,
  where: SQL,
  taste: ViewerTaste,
  digest: string,
  rawCursor: string | undefined,
  limit: number,
): Promise<BrowsePage> {
  const cursor = rawCursor
    ? decodeBrowseCursor(rawCursor, digest, { match: MATCH_SHAPE, rest: REST_SHAPE })
    : null;
  let boundary: [number, string] | null;
  if (cursor) {
    const [score, id] = cursor.keys;
    boundary = score === null || id === null ? null : [score as number, id as string];
  } else {
    const [last] = await db
      .select({ trendScore: listings.trendScore, id: listings.id })
      .from(listings)
      .where(where)
      .orderBy(...TRENDING.orderBy)
      .offset(FOR_YOU_WINDOW - 1)
      .limit(1);
    boundary = last ? [last.trendScore, last.id] : null;
  }
  const total = cursor ? cursor.total : await countListings(db, where);
  const head: KeyValue[] = boundary ?? [null, null];

  // 1. The window's matches (none left once the cursor is in the rest).
  let matched: Array<{ id: string; score: number; trend: number }> = [];
  if (!cursor || cursor.kind === 'match') {
    const after = cursor
      ? sql`and (s.score, w.trend_score, w.id) < (${cursor.keys[2]}::int, ${cursor.keys[3]}::float8, ${cursor.keys[4]}::text)`
      : sql``;
    const result = await db.execute<{ id: string; score: number; trend: number }>(sql`
      select w.id, s.score, w.trend_score as trend
      from (
        select ${listings.id} as id, ${listings.trendScore} as trend_score, ${listings.tags} as tags,
               ${listings.category} as category, ${listings.creatorId} as creator_id
        from ${listings} where ${where}
        order by ${listings.trendScore} desc nulls first, ${listings.id} desc nulls first
        limit ${FOR_YOU_WINDOW}
      ) w
      cross join lateral (select ${scoreOf('w', taste)} as score) s
      where s.score > 0 ${after}
      order by s.score desc, w.trend_score desc, w.id desc
      limit ${limit + 1}`);
    matched = rowsOf<{ id: string; score: number; trend: number }>(result).map((r) => ({
      id: r.id,
      score: Number(r.score),
      trend: Number(r.trend),
    }));
  }

  // 2. The rest in trending order, when the matches do not fill the page.
  let rest: CardRow[] = [];
  if (matched.length <= limit) {
    const inWindow = boundary
      ? sql`(${listings.trendScore}, ${listings.id}) >= (${boundary[0]}::float8, ${boundary[1]}::text)`
      : sql`true`;
    const notMatched = sql`not (${inWindow} and ${scoreOf('"listings"', taste)} > 0)`;
    const restKeys = cursor?.kind === 'rest' && cursor.keys[2] !== null ? cursor.keys.slice(2) : null;
    rest = await readOrdered(db, and(where, notMatched)!, TRENDING, restKeys, limit - matched.length + 1);
  }

  const matchedRows = await cardsByIds(
    db,
    matched.slice(0, limit).map((m) => m.id),
  );
  const page = [...matchedRows, ...rest];
  const rows = page.slice(0, limit);
  let keys: KeyValue[] | null = null;
  if (matched.length > limit) {
    const lastMatch = matched[limit - 1]!;
    keys = ['match', ...head, lastMatch.score, lastMatch.trend, lastMatch.id];
  } else if (page.length > limit) {
    const last = rows[rows.length - 1]!;
    // The page ends on the last match: the rest starts from its beginning.
    keys =
      matched.length === limit ? ['rest', ...head, null, null] : ['rest', ...head, last.trendScore, last.id];
  }
  const nextCursor = keys
    ? encodeBrowseCursor({ kind: keys[0] as string, filter: digest, total, keys: keys.slice(1) })
    : null;
  return { rows, nextCursor, counted: total };
}

/** Card rows by id, in the order of `ids`. */
async function cardsByIds(db: Db, ids: string[]): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  const rows = (await db.select(cardColumns).from(listings).where(inArray(listings.id, ids))) as CardRow[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is CardRow => row !== undefined);
}
