// Seeds the marketplace benchmark straight into the app's own schema (migrated by the server at
// start-up), set-based: every table is one `insert … select` over generate_series, so 50,000
// listings, 200,000 reviews and 500,000 comments take seconds on PostgreSQL. The same SQL runs on
// PGlite. Deterministic shape (setseed, fixed permutations); ids are real UUIDs.
//
// Shape, at scale 1:
// - 2,000 creators (creator_profiles, a ready local payment account) and 20,000 buyers, each with
//   a user row and a profile;
// - 50,000 published listings (plus drafts, pending and deleted ones the marketplace must skip)
//   with titles, descriptions, tags, categories, prices, views, purchases and a decayed trend
//   score; search_text as listingSearchText builds it (listing-search-text.ts); listing_versions
//   rows for every version (a fifth were republished);
// - 200,000 reviews by owners (each with its purchase row), skewed: a few listings hold thousands,
//   most hold a handful or none; rating_average/rating_count are computed from them;
// - 500,000 comments: 300,000 top-level, 200,000 replies one level deep, likes as comment_likes
//   rows with like_count/reply_count consistent, a few edited, deleted or flagged.
// The most reviewed listing is also the most commented (both popularity orders start at n = 1).

const sqlArray = (words) => `array[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]::text[]`;

const WORDS = `the a of to and in for with on by from as at that this each every into over before after
plan review draft outline publish schedule measure improve test deploy monitor verify write edit
summarise research collect sort group rank filter select compare merge split index content article
post newsletter video podcast audience reader customer user team manager client goal principle step
result note parameter input output constraint budget deadline week month quarter daily weekly sprint
backlog roadmap milestone release launch campaign report data table query cache queue worker service
api endpoint request response error retry timeout model prompt token context memory search ranking
score metric signal feedback iteration cycle simple clear short long fast careful precise robust
reliable useful practical effective first next last final main key core basic advanced optional
because so then when while until unless if only also always never often usually design build ship
learn teach explain describe define identify choose decide prepare organise kitchen garden travel
fitness study language music photo meal grocery habit database server browser network storage
security privacy backup restore migrate scale algorithm structure pattern optimisation heuristic
estimate baseline benchmark profile`
  .split(/\s+/)
  .filter(Boolean);
const TOPICS = `kubernetes budget newsletter podcast onboarding interview refactoring debugging launch
pricing sprint roadmap hiring study fitness travel meal garden journaling research seo email
outreach support documentation analytics dashboard migration security privacy backup testing
deployment architecture negotiation presentation pitch grant thesis portfolio photography
storytelling branding retention churn forecasting inventory bookkeeping taxes wedding moving`
  .split(/\s+/)
  .filter(Boolean);
const ADJECTIVES =
  'Weekly Daily Quick Complete Practical Advanced Simple Smart Focused Calm Lean Thorough'.split(' ');
const NOUNS =
  'Plan Checklist Workflow Roadmap Playbook Routine Pipeline Guide Strategy Template Review Framework'.split(
    ' ',
  );
const TAGS = `productivity writing marketing seo content planning research python javascript typescript
kubernetes docker devops testing security design ux data analytics ml ai prompts automation email
finance budgeting travel cooking fitness study learning music photography video podcast career
leadership hiring onboarding sales support documentation api database sql caching performance
architecture refactoring debugging frontend backend mobile cloud linux git strategy roadmap okr
meetings habits journaling reading health sleep mindfulness`
  .split(/\s+/)
  .filter(Boolean);
/** Categories (slugs), most common first. */
export const CATEGORIES = [
  'general',
  'software-engineering',
  'productivity',
  'ai-ml',
  'data-science',
  'writing',
  'marketing',
  'optimization',
  'blockchain',
];
/** Each rare word sits in about one listing in 2,500 (the "rare" search). */
export const RARE_WORDS = ['quixotic', 'zephyr', 'obsidian', 'marzipan', 'fjord'];
const FIRST =
  'Ana Ben Chloé Dmitri Emma Farid Grace Hiro Ines Jonas Kofi Lena Mateo Nadia Omar Priya Quinn Rosa Sven Tomás Uma Victor Wen Xavier Yara Zoe Aiko Bruno Carmen Diego Elif Felix Giulia Hana Ivan Jia Karim Lucía Min-jun Nora'.split(
    ' ',
  );
const LAST =
  'Silva Müller Rossi Tanaka Kim Dubois García Novak Okafor Larsen Chen Patel Cohen Haddad Ivanova Santos Weber Moreau Costa Nakamura Park Singh Fischer Romano Li Jensen Mendes Ali Kowalski Berg Ortiz Sato Lee Ricci Petrov Wang Nguyen Brown Fontaine Yilmaz Andersen Moretti Hoffmann Lopez Suzuki Choi Rahman Klein Dias Zhang'.split(
    ' ',
  );

/** Zipf-like index in [0, n): low indexes far more often than high ones (random() per row). */
const zipf = (n) => `least(${n} - 1, floor(power(${n}, random()) - 1))::int`;

/** Tables loaded in bulk: their secondary indexes are built after the load. */
const BULK_TABLES = ['listings', 'listing_versions', 'purchases', 'reviews', 'comments', 'comment_likes'];

export function scaleOf(scale) {
  const s = (n) => Math.max(1, Math.round(n * scale));
  return {
    creators: s(2_000),
    buyers: s(20_000),
    listings: s(50_000),
    unpublished: s(3_000),
    reviews: s(200_000),
    topComments: s(300_000),
    replies: s(200_000),
  };
}

/**
 * `exec(sql, params?)` runs one statement and returns `{ rows }`. `template` is the bench buyer's
 * profile row id: its preferences and subscription (the app's defaults) are copied to every
 * seeded profile. Returns the timings of each step.
 */
export async function seed(exec, { scale = 1, template, log }) {
  const n = scaleOf(scale);
  const users = n.creators + n.buyers;
  const steps = {};
  const step = async (name, sql, params) => {
    const start = performance.now();
    await exec(sql, params);
    steps[name] = Math.round(performance.now() - start);
    log(`${name}: ${steps[name]} ms`);
  };
  await exec('select setseed(0.42)');
  // A bulk load: the big tables' secondary indexes (exactly as the migrations made them, read
  // back from pg_indexes) are dropped and built once at the end, and foreign-key triggers are
  // skipped while loading (session_replication_role; the keys are built consistent). Both are
  // restored before ANALYZE, so the app measures its own schema.
  const deferred = (
    await exec(
      `select indexname, indexdef from pg_indexes
       where schemaname = 'public' and tablename = any($1)
         and indexname not in (select conname from pg_constraint)`,
      [BULK_TABLES],
    )
  ).rows;
  for (const { indexname } of deferred) await exec(`drop index "${indexname}"`);
  await exec('set session_replication_role = replica');

  // Users 1..creators are creators; the rest buy, review and comment.
  await step(
    'users',
    `insert into "user" (id, name, email, email_verified, created_at, updated_at)
     select 'bench-u-' || g,
            (${sqlArray(FIRST)})[1 + g % ${FIRST.length}] || ' ' || (${sqlArray(LAST)})[1 + (g / ${FIRST.length}) % ${LAST.length}],
            'bench-u-' || g || '@bench.local', true,
            now() - (g % 700) * interval '1 day', now()
     from generate_series(1, ${users}) g`,
  );
  await step(
    'profiles',
    `insert into profiles (id, email, display_name, is_creator, preferences, subscription, created_at, updated_at)
     select u.id, u.email, u.name, (substr(u.id, 9)::int <= ${n.creators}), t.preferences, t.subscription, u.created_at, u.created_at
     from "user" u cross join (select preferences, subscription from profiles where id = $1) t
     where u.id like 'bench-u-%'`,
    [template],
  );
  await step(
    'creator_profiles',
    `insert into creator_profiles (user_id, display_name, title, bio, location, specialties, is_verified, joined_at)
     select 'bench-u-' || g, u.name,
            (${sqlArray(['Prompt engineer', 'Product manager', 'Data scientist', 'Writer', 'Developer', 'Coach', 'Researcher'])})[1 + g % 7],
            'I write recipes for ' || (${sqlArray(TOPICS)})[1 + g % ${TOPICS.length}] || ' and ' || (${sqlArray(TOPICS)})[1 + (g * 7) % ${TOPICS.length}] || '.',
            (${sqlArray(['Lisbon', 'Berlin', 'Tokyo', 'Seoul', 'Paris', 'São Paulo', 'Toronto', ''])})[1 + g % 8],
            array[(${sqlArray(TAGS)})[1 + g % ${TAGS.length}], (${sqlArray(TAGS)})[1 + (g * 13) % ${TAGS.length}]],
            g % 10 = 0, u.created_at
     from generate_series(1, ${n.creators}) g join "user" u on u.id = 'bench-u-' || g`,
  );
  await step(
    'payment_accounts',
    `insert into payment_accounts (user_id, provider, account_id, charges_enabled, payouts_enabled, details_submitted)
     select 'bench-u-' || g, 'local', 'acct_local_bench_' || g, true, true, true from generate_series(1, ${n.creators}) g`,
  );

  // A pool of sentences the listings' texts are drawn from (Zipf-distributed words).
  await step(
    'sentences',
    `create temp table bench_sentences as
     select s as i, upper(left(t, 1)) || substr(t, 2) || '.' as text
     from (select s, string_agg((${sqlArray(WORDS)})[1 + ${zipf(WORDS.length)}], ' ' order by k) as t
           from generate_series(0, 3999) s, lateral generate_series(1, 8 + s % 12 + (s * 0)) k
           group by s) x`,
  );
  await exec('create unique index on bench_sentences (i)');
  await exec('analyze bench_sentences');

  // Listing n: 1..listings published, then drafts, pending and deleted ones.
  const total = n.listings + n.unpublished;
  await step(
    'listing_ids',
    `create temp table bench_listing as
     select g as n, gen_random_uuid()::text as id,
            1 + floor(${n.creators} * power(random(), 1.6))::int as creator,
            case when g <= ${n.listings} then 'published' when g % 3 = 0 then 'pending' else 'draft' end as status,
            case when g > ${n.listings} and g % 3 = 1 then now() - interval '3 days' end as deleted_at,
            case when g = 1 or random() < 0.05 then 3 when random() < 0.16 then 2 else 1 end as version,
            now() - random() * interval '365 days' as published_at
     from generate_series(1, ${total}) g`,
  );
  await exec('create unique index on bench_listing (n)');
  await exec('create unique index on bench_listing (id)');
  await exec('analyze bench_listing');
  // Reviews are planned before the listings, so each listing is written once with its rating
  // (an update afterwards rewrites every listing and its trigram index entry). Review k goes to
  // the listing of popularity rank floor(L * (k/K)^3): a few listings hold thousands, most none.
  // The j-th reviewer of a listing is a distinct buyer, and an owner (its purchase is written too).
  await step(
    'review_plan',
    `create temp table bench_review as
     select r.k, b.n, b.id as listing_id,
            'bench-u-' || (${n.creators} + 1 + ((r.rank * 131 + r.j * 977) % ${n.buyers})) as user_id,
            case when q < 0.45 then 5 when q < 0.75 then 4 when q < 0.87 then 3 when q < 0.94 then 2 else 1 end as rating,
            b.published_at + random() * (now() - b.published_at) * 0.9 as bought_at
     from (select k, rank, row_number() over (partition by rank order by k) - 1 as j
           from (select k, floor(${n.listings} * power((k - 1)::float8 / ${n.reviews}, 3))::int as rank
                 from generate_series(1, ${n.reviews}) k) x) r
     join bench_listing b on b.n = (r.rank * 7919) % ${n.listings} + 1
     cross join lateral (select random() * 0.8 + (b.n % 5) * 0.05 + r.k * 0 as q) s`,
  );
  await exec(
    'create temp table bench_rating as select n, avg(rating)::float8 as average, count(*)::int as count from bench_review group by n',
  );
  await exec('create unique index on bench_rating (n)');
  await exec('analyze bench_rating');
  await step(
    'listings',
    `insert into listings (id, creator_id, title, description, content, tags, category, price_cents, creator_name,
                           status, validation_status, version, published_at, deleted_at, view_count, purchase_count,
                           rating_average, rating_count,
                           trend_score, search_text, created_at, updated_at)
     select b.id, 'bench-u-' || b.creator, x.title, x.description, c.content, x.tags, x.category, x.price,
            u.name, b.status, case when b.status = 'published' then 'valid' else 'unchecked' end, b.version,
            case when b.status = 'published' then b.published_at end, b.deleted_at,
            x.views, coalesce(r.count, 0), coalesce(r.average, 0), coalesce(r.count, 0),
            -- The trend score as trending.ts accumulates it: weight * exp((t - epoch) / tau) per event,
            -- here the listing's recent views and sales as one event at their mean time.
            case when b.status = 'published' then x.views * 0.05 * exp(extract(epoch from (now() - random() * interval '30 days') - timestamptz '2026-01-01') / (7 * 86400)) else 0 end,
            lower(x.title || E'\\n' || x.description || E'\\n' || array_to_string(x.tags, ' ')),
            b.published_at - interval '1 day', b.published_at
     from bench_listing b
     join "user" u on u.id = 'bench-u-' || b.creator
     left join bench_rating r on r.n = b.n
     cross join lateral (
       select (${sqlArray(ADJECTIVES)})[1 + (b.n * 7) % ${ADJECTIVES.length}] || ' ' ||
                initcap((${sqlArray(TOPICS)})[1 + ${zipf(TOPICS.length)} + b.n * 0]) || ' ' ||
                (${sqlArray(NOUNS)})[1 + (b.n * 11) % ${NOUNS.length}] as title,
              (select text from bench_sentences where i = (b.n * 7 + 1) % 4000) || ' ' ||
                (select text from bench_sentences where i = (b.n * 13 + 5) % 4000) ||
                case when b.n % 500 = 7 then ' Handles the ' || (${sqlArray(RARE_WORDS)})[1 + (b.n / 500) % ${RARE_WORDS.length}] || ' case.' else '' end
                as description,
              array(select distinct (${sqlArray(TAGS)})[1 + ${zipf(TAGS.length)}] from generate_series(1, 2 + b.n % 3) k) as tags,
              (${sqlArray(CATEGORIES)})[1 + ${zipf(CATEGORIES.length)} + b.n * 0] as category,
              case when random() < 0.15 then 0
                   when random() < 0.9 then (array[99, 299, 499, 499, 999, 999, 1499, 1999, 2999, 4999, 9999])[1 + floor(random() * 11)::int]
                   else 99 + floor(random() * 99900)::int end as price,
              floor(power(20000, random()))::int as views
     ) x
     cross join lateral (
       select '# Recipe Title: ' || x.title || E'\\n\\n## Goal\\n' ||
                (select text from bench_sentences where i = (b.n * 17 + 2) % 4000) ||
                E'\\n\\n## Principles\\n' ||
                (select string_agg('- ' || text, E'\\n' order by i) from bench_sentences where i between (b.n * 19) % 3990 and (b.n * 19) % 3990 + 3) ||
                E'\\n\\n## Operations\\n' ||
                (select string_agg('- ' || text, E'\\n' order by i) from bench_sentences where i between (b.n * 23 + 1) % 3990 and (b.n * 23 + 1) % 3990 + 3) ||
                E'\\n\\n## Steps\\n' ||
                (select string_agg((i - (b.n * 29 + 3) % 3980 + 1) || '. ' || text, E'\\n' order by i) from bench_sentences where i between (b.n * 29 + 3) % 3980 and (b.n * 29 + 3) % 3980 + 7)
                as content
     ) c`,
  );
  // Every version a listing went through (the older ones one step shorter).
  await step(
    'listing_versions',
    `insert into listing_versions (listing_id, version, title, description, content, tags, created_at)
     select l.id, v, l.title, l.description,
            case when v = l.version then l.content else regexp_replace(l.content, E'\\n[0-9]+\\. [^\\n]*$', '') end,
            l.tags, coalesce(l.published_at, l.created_at) - (l.version - v) * interval '20 days'
     from listings l join bench_listing b on b.id = l.id, lateral generate_series(1, l.version) v`,
  );
  await step(
    'purchases',
    `insert into purchases (id, listing_id, buyer_id, amount_cents, status, provider, seen_version, created_at, updated_at)
     select gen_random_uuid()::text, r.listing_id, r.user_id, l.price_cents, 'completed', 'local', 1, r.bought_at, r.bought_at
     from bench_review r join listings l on l.id = r.listing_id`,
  );
  await step(
    'reviews',
    `insert into reviews (id, listing_id, user_id, rating, comment, created_at)
     select gen_random_uuid()::text, r.listing_id, r.user_id, r.rating,
            case when r.k % 5 < 3 then (select text from bench_sentences where i = (r.k * 59 + 3) % 4000) else '' end,
            r.bought_at + interval '2 days'
     from bench_review r`,
  );

  // Comments: the same skew with another order; any seeded user comments. Top-level comments
  // and replies are planned first so reply_count is written with each comment, not updated.
  // Likes: a few per comment (Zipf: most none or one, a few five), none on deleted ones; the
  // comment_likes rows are written from like_count below.
  const likes = (deleted) => `case when ${deleted} then 0 else floor(power(6, random()))::int - 1 end`;
  const commenter = (expr) => `'bench-u-' || (1 + ((${expr}) % ${users}))`;
  await step(
    'comment_plan',
    `create temp table bench_top as
     select c.k - 1 as idx, c.k, gen_random_uuid()::text as id, b.id as listing_id,
            b.published_at + random() * (now() - b.published_at) as created_at
     from (select k, floor(${n.listings} * power((k - 1)::float8 / ${n.topComments}, 3))::int as rank
           from generate_series(1, ${n.topComments}) k) c
     join bench_listing b on b.n = (c.rank * 7919) % ${n.listings} + 1`,
  );
  await exec('create unique index on bench_top (idx)');
  await exec('analyze bench_top');
  // Replies: parents skewed towards the first top-level comments, which are the busiest listings'.
  await exec(
    `create temp table bench_reply as
     select r.k, gen_random_uuid()::text as id, t.id as parent_id, t.listing_id, r.k % 120 = 0 as is_deleted,
            t.created_at + random() * interval '10 days' as created_at
     from (select k, floor(${n.topComments} * power(random(), 2.5))::int as parent from generate_series(1, ${n.replies}) k) r
     join bench_top t on t.idx = r.parent`,
  );
  await exec(
    `create temp table bench_reply_count as select parent_id, count(*)::int as count from bench_reply where not is_deleted group by parent_id`,
  );
  await exec('create unique index on bench_reply_count (parent_id)');
  await exec('analyze bench_reply_count');
  await step(
    'comments_top',
    `insert into comments (id, listing_id, user_id, parent_id, content, is_edited, is_deleted, like_count, reply_count, moderation_status, created_at, updated_at)
     select t.id, t.listing_id, ${commenter('t.k * 37')}, null,
            (select text from bench_sentences where i = (t.k * 31) % 4000) ||
              case when t.k % 3 = 0 then ' ' || (select text from bench_sentences where i = (t.k * 53 + 9) % 4000) else '' end,
            t.k % 40 = 0, t.k % 97 = 0, ${likes('t.k % 97 = 0')}, coalesce(rc.count, 0),
            case when t.k % 211 = 0 then 'flagged' when t.k % 503 = 0 then 'removed' else 'visible' end,
            t.created_at, t.created_at
     from bench_top t left join bench_reply_count rc on rc.parent_id = t.id`,
  );
  await step(
    'comments_replies',
    `insert into comments (id, listing_id, user_id, parent_id, content, is_edited, is_deleted, like_count, created_at, updated_at)
     select r.id, r.listing_id, ${commenter('r.k * 41 + 7')}, r.parent_id,
            (select text from bench_sentences where i = (r.k * 43 + 11) % 4000),
            r.k % 50 = 0, r.is_deleted, ${likes('r.is_deleted')}, r.created_at, r.created_at
     from bench_reply r`,
  );
  await step(
    'comment_likes',
    `insert into comment_likes (comment_id, user_id, created_at)
     select c.id, 'bench-u-' || (1 + ((abs(hashtext(c.id)::bigint) + j * 977) % ${users})), c.created_at + interval '1 hour'
     from comments c, lateral generate_series(1, c.like_count) j
     where c.like_count > 0`,
  );
  await exec('set session_replication_role = default');
  const indexesStarted = performance.now();
  for (const { indexdef } of deferred) await exec(indexdef);
  steps.indexes = Math.round(performance.now() - indexesStarted);
  log(`indexes (${deferred.length}): ${steps.indexes} ms`);
  const started = performance.now();
  for (const table of [
    'user',
    'profiles',
    'creator_profiles',
    'payment_accounts',
    'listings',
    'listing_versions',
    'purchases',
    'reviews',
    'comments',
    'comment_likes',
  ]) {
    await exec(`vacuum analyze "${table}"`);
  }
  steps.analyze = Math.round(performance.now() - started);
  log(`analyze: ${steps.analyze} ms`);
  const counts = (
    await exec(`select
      (select count(*)::int from listings where status = 'published' and deleted_at is null) as "publishedListings",
      (select count(*)::int from listings) as listings,
      (select count(*)::int from listing_versions) as "listingVersions",
      (select count(*)::int from reviews) as reviews,
      (select count(*)::int from purchases) as purchases,
      (select count(*)::int from comments) as comments,
      (select count(*)::int from comments where parent_id is not null) as replies,
      (select count(*)::int from comment_likes) as "commentLikes",
      (select count(*)::int from "user") as users`)
  ).rows[0];
  return { steps, counts };
}
