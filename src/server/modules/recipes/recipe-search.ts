import { and, count, desc, eq, inArray, not, type SQL, sql } from 'drizzle-orm';
import { type RecipeSearchResult, SEARCH_EXCERPT_CHARS, SEARCH_RESULTS_MAX } from '@shared/contracts/recipes';
import type { Db } from '../../db/client';
import { recipes } from '../../db/schema';
import { presentRecipeSummary } from './recipe.presenter';
import { pinnedRecipeIds } from './recipe-pins.queries';
import type { RecipeRow } from './recipe-store';
import { containsPattern } from './recipes.queries';

/**
 * The search modal's search (platform.md §2, §9): case-insensitive substring, top 10, ordered by
 * what matched (title, then a tag, then the description or content), newest first within each.
 *
 * Speed with thousands of recipes per user in a table of many users: each stage asks for at most
 * the places still free, and first walks only the user's newest recipes through the
 * (user_id, created_at) index: a common word fills the page there and stops. Only when that
 * window is not enough does the stage ask the trigram index, whose candidates for a word that
 * rare are few.
 */

/** How many of the newest recipes the cheap first pass reads before the trigram index is asked. */
export const SEARCH_RECENT_WINDOW = 300;

type Kind = RecipeSearchResult['type'];

/** About SEARCH_EXCERPT_CHARS characters of `text` centred on the first match, on word edges. */
export function excerptAround(text: string, needle: string, size = SEARCH_EXCERPT_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const at = flat.toLowerCase().indexOf(needle.toLowerCase());
  if (at < 0) return flat.slice(0, size);
  if (flat.length <= size) return flat;
  const room = Math.max(0, size - needle.length);
  let start = Math.max(0, at - Math.floor(room / 2));
  let end = Math.min(flat.length, start + Math.max(size, needle.length));
  start = Math.max(0, end - Math.max(size, needle.length));
  // Do not cut a word in two at either edge when a space is close by.
  if (start > 0) {
    const space = flat.indexOf(' ', start);
    if (space !== -1 && space < at && space - start < 10) start = space + 1;
  }
  if (end < flat.length) {
    const space = flat.lastIndexOf(' ', end);
    if (space > at + needle.length && end - space < 10) end = space;
  }
  return `${start > 0 ? '…' : ''}${flat.slice(start, end).trim()}${end < flat.length ? '…' : ''}`;
}

/** What to show as matchedText for a row found by a stage. */
export function matchedTextOf(
  row: Pick<RecipeRow, 'title' | 'tags' | 'description' | 'content'>,
  kind: Kind,
  q: string,
) {
  const needle = q.toLowerCase();
  if (kind === 'recipe') return row.title;
  if (kind === 'tag') return row.tags.find((tag) => tag.toLowerCase().includes(needle)) ?? '';
  const source = row.description.toLowerCase().includes(needle) ? row.description : row.content;
  return excerptAround(source, q);
}

function stageCondition(kind: Kind, pattern: string): SQL {
  // Each stage's exact test is paired with a trigram-indexed one (lower(title), the tags'
  // recipe_tags_search(), search_text): the index narrows, the exact test decides.
  const indexed = sql`${recipes.searchText} like ${pattern}`;
  if (kind === 'recipe') return sql`lower(${recipes.title}) like ${pattern}`;
  if (kind === 'tag')
    return and(
      sql`recipe_tags_search(${recipes.tags}) like ${pattern}`,
      sql`exists (select 1 from unnest(${recipes.tags}) as t(tag) where lower(t.tag) like ${pattern})`,
    )!;
  // Content: the search column itself. Title and tag matches are already taken by the earlier
  // stages, and testing search_text alone reads each candidate's text once instead of twice.
  return indexed;
}

/** Rows of db.execute: node-postgres and PGlite answer { rows }; some drivers a plain array. */
const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];

async function hasMoreThanWindow(db: Db, userId: string): Promise<boolean> {
  const some = db
    .select({ id: recipes.id })
    .from(recipes)
    .where(eq(recipes.userId, userId))
    .limit(SEARCH_RECENT_WINDOW + 1)
    .as('some');
  const [row] = await db.select({ n: count() }).from(some);
  return Number(row?.n ?? 0) > SEARCH_RECENT_WINDOW;
}

async function runStage(
  db: Db,
  userId: string,
  kind: Kind,
  pattern: string,
  exclude: string[],
  limit: number,
  many: boolean,
): Promise<RecipeRow[]> {
  const condition = stageCondition(kind, pattern);
  const notSeen = exclude.length ? not(inArray(recipes.id, exclude)) : undefined;
  const where = and(eq(recipes.userId, userId), condition, notSeen);
  if (!many)
    return db
      .select()
      .from(recipes)
      .where(where)
      .orderBy(desc(recipes.createdAt), desc(recipes.id))
      .limit(limit);
  // Pass 1: the newest recipes only. Their ids come from the index alone; each row is then read
  // by primary key (`offset 0` keeps the planner from merging the lateral read into a scan of
  // the whole table: the user's rows are scattered among everyone's).
  const excluded = exclude.length
    ? sql`and not (${recipes.id} in (${sql.join(
        exclude.map((id) => sql`${id}`),
        sql`, `,
      )}))`
    : sql``;
  const idRows = await db.execute<{ id: string }>(sql`
    select ${recipes.id} as id
    from (
      select ${recipes.id} as rid from ${recipes}
      where ${recipes.userId} = ${userId}
      order by ${recipes.createdAt} desc, ${recipes.id} desc
      limit ${SEARCH_RECENT_WINDOW}
    ) recent
    cross join lateral (select * from ${recipes} where ${recipes.id} = recent.rid offset 0) as ${recipes}
    where ${condition} ${excluded}
    order by ${recipes.createdAt} desc, ${recipes.id} desc
    limit ${limit}`);
  const ids = rowsOf<{ id: string }>(idRows).map((r) => r.id);
  const byId = new Map(
    (ids.length ? await db.select().from(recipes).where(inArray(recipes.id, ids)) : []).map((row) => [
      row.id,
      row,
    ]),
  );
  const firstPass = ids.map((id) => byId.get(id)!).filter(Boolean);
  if (firstPass.length === limit) return firstPass;
  // Pass 2: a rarer word. The index's candidates are few; `+ interval '0'` keeps the planner from
  // walking every recipe of the user in date order instead of asking the trigram index. Its
  // answer covers the first pass's rows too.
  return db
    .select()
    .from(recipes)
    .where(where)
    .orderBy(sql`${recipes.createdAt} + interval '0' desc`, desc(recipes.id))
    .limit(limit);
}

export async function searchRecipes(db: Db, userId: string, query: string): Promise<RecipeSearchResult[]> {
  const q = query.trim();
  if (!q) return [];
  const pattern = containsPattern(q.toLowerCase());
  const many = await hasMoreThanWindow(db, userId);
  const found: Array<{ row: RecipeRow; kind: Kind }> = [];
  for (const kind of ['recipe', 'tag', 'content'] as const) {
    const room = SEARCH_RESULTS_MAX - found.length;
    if (room <= 0) break;
    const rows = await runStage(
      db,
      userId,
      kind,
      pattern,
      found.map((f) => f.row.id),
      room,
      many,
    );
    for (const row of rows) found.push({ row, kind });
  }
  // The results' pins in one query, after every stage.
  const pinned = await pinnedRecipeIds(
    db,
    userId,
    found.map((f) => f.row.id),
  );
  return found.map(({ row, kind }) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    type: kind,
    matchedText: matchedTextOf(row, kind, q),
    recipe: presentRecipeSummary(row, pinned.has(row.id)),
  }));
}
