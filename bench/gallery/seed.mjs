// Seeds the gallery benchmark straight into the database: other users, the bench user's folders,
// and recipes of a few KB of varied words in the app's recipe format. Deterministic (seeded PRNG)
// so runs compare. search_text is filled exactly as searchTextOf does (recipe-store.ts).
import { randomUUID } from 'node:crypto';

/** mulberry32: small, fast, deterministic. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = `the a of to and in for with on by from as at that this each every into over before after
plan process review draft outline publish schedule measure improve test deploy monitor verify
write edit summarise research collect sort group rank filter select compare merge split index
content article post newsletter video podcast audience reader customer user team manager client
goal principle operation step result note parameter input output constraint budget deadline
week month quarter daily weekly sprint backlog roadmap milestone release launch campaign report
data table query cache queue worker service api endpoint request response error retry timeout
model prompt token context memory search ranking score metric signal feedback iteration cycle
simple clear short long fast slow careful precise robust reliable useful practical effective
first second third next last final initial main key core basic advanced optional required
because so then when while until unless if only also always never often rarely usually
design build ship learn teach explain describe define identify choose decide prepare organise
kitchen garden budget travel fitness study language music photo recipe meal grocery habit
database server client browser network storage security privacy backup restore migrate scale
algorithm structure pattern optimisation complexity heuristic estimate baseline benchmark profile`
  .split(/\s+/)
  .filter(Boolean);
/** Rare words: each appears in a small share of recipes, for the "rare" search. */
const RARE = ['quixotic', 'zephyr', 'obsidian', 'marzipan', 'fjord'];
export const TAGS = `productivity writing marketing seo content planning research python javascript typescript
kubernetes docker devops testing security design ux data analytics ml ai prompts automation email
finance budgeting travel cooking fitness study learning music photography video podcast career
leadership hiring onboarding sales support documentation api database sql caching performance
architecture refactoring debugging frontend backend mobile cloud aws gcp azure linux git review
strategy roadmap okr meetings habits journaling reading health sleep mindfulness`
  .split(/\s+/)
  .filter(Boolean);
const TITLE_NOUNS = ['Plan', 'Checklist', 'Workflow', 'Roadmap', 'Playbook', 'Routine', 'Pipeline', 'Guide', 'Strategy', 'Template'];

/** Zipf-like pick: low indexes (common words) far more often than high ones. */
const zipf = (r, n) => Math.min(n - 1, Math.floor(n ** r() - 1));

function sentence(r, words) {
  const out = [];
  for (let i = 0; i < words; i++) out.push(WORDS[zipf(r, WORDS.length)]);
  out[0] = out[0][0].toUpperCase() + out[0].slice(1);
  return `${out.join(' ')}.`;
}

export function makeRecipe(r, i) {
  const topic = WORDS[20 + Math.floor(r() * (WORDS.length - 20))];
  const title = `${topic[0].toUpperCase()}${topic.slice(1)} ${TITLE_NOUNS[Math.floor(r() * TITLE_NOUNS.length)]} ${i}`;
  const goal = sentence(r, 12 + Math.floor(r() * 10));
  const lines = [`Recipe Title: ${title}`, `Goal: ${goal}`, 'Principles:'];
  for (let k = 0; k < 4; k++) lines.push(`- ${sentence(r, 8 + Math.floor(r() * 8))}`);
  lines.push('Operations:');
  for (let k = 0; k < 4; k++) lines.push(`- ${sentence(r, 10 + Math.floor(r() * 10))}`);
  lines.push('Steps:');
  for (let k = 1; k <= 10; k++) lines.push(`${k}. ${sentence(r, 18 + Math.floor(r() * 14))} ${sentence(r, 10 + Math.floor(r() * 10))}`);
  // About one recipe in 500 mentions a given rare word.
  if (r() < 0.01) lines.push(`Note: remember the ${RARE[Math.floor(r() * RARE.length)]} case.`);
  const content = lines.join('\n');
  const tags = [];
  while (tags.length < 3) {
    const tag = TAGS[zipf(r, TAGS.length)];
    if (!tags.includes(tag)) tags.push(tag);
  }
  const description = goal;
  const searchText = [title, tags.join(' '), description, content].join('\n').toLowerCase();
  return { title, description, content, tags, searchText };
}

const GIN_INDEXES = [
  'CREATE INDEX "recipes_search_trgm_idx" ON "recipes" USING gin ("search_text" gin_trgm_ops)',
  'CREATE INDEX "recipes_title_trgm_idx" ON "recipes" USING gin (lower("title") gin_trgm_ops)',
  'CREATE INDEX "recipes_tags_trgm_idx" ON "recipes" USING gin (recipe_tags_search("tags") gin_trgm_ops)',
];

/**
 * `exec(sql, params)` runs one statement. Returns the bench user's folder ids. The trigram
 * indexes are dropped during the load and built once at the end (much faster than row by row).
 */
export async function seed(exec, { benchUserId, benchRecipes, totalRecipes, folders, otherUsers, log }) {
  const r = rng(42);
  // The gallery's API serves verified accounts only; the bench skips the mailed link.
  await exec('update "user" set email_verified = true where id = $1', [benchUserId]);
  await exec('DROP INDEX IF EXISTS "recipes_search_trgm_idx"');
  await exec('DROP INDEX IF EXISTS "recipes_title_trgm_idx"');
  await exec('DROP INDEX IF EXISTS "recipes_tags_trgm_idx"');
  const others = [];
  for (let u = 0; u < otherUsers; u++) {
    const id = `bench-other-${u}`;
    others.push(id);
    await exec('insert into "user" (id, name, email) values ($1, $2, $3) on conflict do nothing', [id, `Other ${u}`, `other${u}@bench.local`]);
  }
  const folderIds = [];
  for (let f = 0; f < folders; f++) {
    const id = randomUUID();
    folderIds.push(id);
    await exec('insert into folders (id, user_id, name) values ($1, $2, $3)', [id, benchUserId, `Folder ${String(f).padStart(3, '0')}`]);
  }
  const now = Date.now();
  const BATCH = 400;
  const started = performance.now();
  for (let start = 0; start < totalRecipes; start += BATCH) {
    const values = [];
    const params = [];
    for (let i = start; i < Math.min(totalRecipes, start + BATCH); i++) {
      // Every tenth recipe is the bench user's (10,000 of 100,000), interleaved in time.
      const mine = i % Math.round(totalRecipes / benchRecipes) === 0;
      const userId = mine ? benchUserId : others[i % others.length];
      const recipe = makeRecipe(r, i);
      // Two thirds of the bench user's recipes sit in a folder.
      const folderId = mine && r() < 0.66 ? folderIds[Math.floor(r() * folderIds.length)] : null;
      const createdAt = new Date(now - (totalRecipes - i) * 60_000 - Math.floor(r() * 1000)).toISOString();
      const p = params.length;
      values.push(
        `($${p + 1}, $${p + 2}, $${p + 3}, $${p + 4}, $${p + 5}, $${p + 6}::text[], $${p + 7}, $${p + 8}, $${p + 9}::timestamptz, $${p + 9}::timestamptz)`,
      );
      params.push(randomUUID(), userId, recipe.title, recipe.description, recipe.content, `{${recipe.tags.join(',')}}`, folderId, recipe.searchText, createdAt);
    }
    await exec(
      `insert into recipes (id, user_id, title, description, content, tags, folder_id, search_text, created_at, updated_at) values ${values.join(',')}`,
      params,
    );
    if ((start / BATCH) % 25 === 0) log(`seeded ${start + BATCH} recipes (${Math.round(performance.now() - started)} ms)`);
  }
  log('building trigram indexes');
  for (const statement of GIN_INDEXES) await exec(statement);
  await exec('VACUUM ANALYZE recipes');
  await exec('VACUUM ANALYZE folders');
  log(`seed done in ${Math.round(performance.now() - started)} ms`);
  return folderIds;
}
