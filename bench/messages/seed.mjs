// Seeds the messaging benchmark straight into the app's own schema (messaging-schema.ts, migrated
// by the server's runMigrations), set-based: each table is one `insert … select` over
// generate_series, so 10,000 users, 100,000 conversations and 5,000,000 messages load in about a
// minute on PostgreSQL. Deterministic shape (setseed; message ids, senders and texts are functions
// of the conversation and the message's place in it).
//
// Shape, at the defaults:
// - USERS users (user, profiles; every 10th a creator with a creator_profiles row taking
//   messages), each with a session (token md5('bm-session-' || n), see sessionToken below), so the
//   benchmark signs in as anyone without 10,000 password hashes;
// - CONVERSATIONS conversations, one per pair (pair_key = the two ids sorted, joined with ':'),
//   skewed: a third of the starters are drawn Zipf-like (user 1 has thousands, a few hundred have
//   dozens to hundreds), the rest and every other side uniformly; conversation 1 is user 1's
//   long thread with user 2; the `live` pairs (sender i -> recipient i % recipients) are there too,
//   for the two-process delivery run;
// - MESSAGES messages: the others an exponential spread (most a few dozen, some hundreds), the
//   long thread the rest (at least 0.2%; about 60,000 at the defaults), evenly spaced from the
//   conversation's start to its last message (the last messages skewed to recent days); a quarter
//   of the conversations end with 1-8 unread messages; every 50th message edited;
// - consistent read state: conversations' last_* columns are their last message's, each member's
//   unread_count is the count of messages to them with read_at null, last_message_at copied;
// - 1,000 blocks between unrelated users.
// The big tables' secondary indexes (and direct_messages' primary key) are dropped while loading
// and built once after it, foreign-key triggers skipped (session_replication_role); everything is
// restored as the migrations made it before VACUUM ANALYZE, so the server reads its own schema.
import { createHash } from 'node:crypto';

export const DEFAULT_SHAPE = { users: 10_000, conversations: 100_000, messages: 5_000_000 };

/** The benchmark user of number n (1-based). */
export const userId = (n) => `bm-u-${n}`;
/** Session token of user n (its row is seeded; the cookie is signed by the caller). */
export const sessionToken = (n) => createHash('md5').update(`bm-session-${n}`).digest('hex');

const WORDS = `hi hello thanks thank you great recipe love the your this that a an and or but so for with
to of in on at from about just really very quite pretty also still again maybe perhaps sure okay ok
yes no please could would should can will did does do is are was were be been have has had make
made try tried cook cooked bake baked roast grill simmer boil whisk knead dough sauce soup stew salad
bread pasta rice noodles curry chicken beef tofu fish salmon shrimp egg eggs cheese butter garlic
onion ginger lemon lime salt pepper sugar flour yeast oven pan pot minutes hour tonight tomorrow
weekend dinner lunch breakfast dessert cake cookies pie sweet spicy sour crispy tender juicy fresh
question idea tip trick step version substitute instead without more less half double time
temperature degrees turned out worked perfectly amazing delicious family kids friends guests
party price bought listing update new next last first favourite`
  .split(/\s+/)
  .filter(Boolean);

/** A fixed PRNG (mulberry32), so the texts are the same every run. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** SENTENCES message texts of 3 to ~40 words (a few long ones), drawn once. */
const SENTENCES = 512;
function sentences() {
  const random = prng(23);
  return Array.from({ length: SENTENCES }, (_, i) => {
    const words = 3 + Math.floor(random() ** 2 * (i % 17 === 0 ? 120 : 30));
    const text = Array.from({ length: words }, () => WORDS[Math.floor(random() ** 1.4 * WORDS.length)]).join(
      ' ',
    );
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}${i % 5 === 0 ? '?' : i % 7 === 0 ? '!' : '.'}`;
  });
}

const FIRST =
  'Ana Ben Chloé Dmitri Emma Farid Grace Hiro Ines Jonas Kofi Lena Mateo Nadia Omar Priya Quinn Rosa Sven Tomás Uma Victor Wen Xavier Yara Zoe Aiko Bruno Carmen Diego Elif Felix Giulia Hana Ivan Jia Karim Lucía Min-jun Nora'.split(
    ' ',
  );
const LAST =
  'Silva Müller Rossi Tanaka Kim Dubois García Novak Okafor Larsen Chen Patel Cohen Haddad Ivanova Santos Weber Moreau Costa Nakamura Park Singh Fischer Romano Li Jensen Mendes Ali Kowalski Berg Ortiz Sato Lee Ricci Petrov Wang Nguyen Brown Fontaine Yilmaz Andersen Moretti Hoffmann Lopez Suzuki Choi Rahman Klein Dias Zhang'.split(
    ' ',
  );
const sqlArray = (words) => `array[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]::text[]`;

/** Tables loaded in bulk: their secondary indexes are built after the load. */
const BULK_TABLES = ['conversations', 'conversation_members', 'direct_messages', 'user_blocks'];

// Per message s (1..m) of conversation c (row n): its id, whether user a sent it, its text, its
// time. The same expressions give a conversation's last message (s = m) for the conversations row.
const messageId = (c, s) => `md5(${c}.id || ':' || ${s})::uuid::text`;
const sentByA = (c, s) => `(hashint8(${s}::bigint * 100003 + ${c}.n) & 1) = 0`;
const messageText = (c, s) => `($1::text[])[1 + ((${s}::bigint * 7 + ${c}.n * 13) % ${SENTENCES})]`;
const messageAt = (c, s) =>
  `(case when ${s} = ${c}.m then ${c}.last_at
         else ${c}.first_at + (${c}.last_at - ${c}.first_at) * ((${s} - 1)::double precision / greatest(${c}.m - 1, 1)) end)`;

/**
 * `exec(sql, params?)` runs one statement and returns `{ rows }` (a pg client on the benchmark's
 * database). `template`: profile preferences and subscription (the app's defaults) for every
 * profile. `live`: { senders, recipients }, the users of the delivery run (numbers from the top
 * of the range). Returns the timings of each step and the shape for the measurements.
 */
export async function seed(exec, { shape = DEFAULT_SHAPE, template, live, log }) {
  const { users, conversations, messages } = shape;
  const long = Math.max(200, Math.round(messages * 0.002));
  if (live.senders + live.recipients + 2 > users) throw new Error('too few users for the delivery run');
  if (conversations < live.senders + 1 || messages < conversations + long)
    throw new Error('need more conversations than live pairs, and at least one message each');
  const steps = {};
  const step = async (name, sql, params) => {
    const start = performance.now();
    const result = await exec(sql, params);
    steps[name] = Math.round(performance.now() - start);
    log(`${name}: ${steps[name]} ms`);
    return result;
  };
  await exec('select setseed(0.23)');
  await exec(`set maintenance_work_mem = '512MB'`);
  await exec(`set work_mem = '64MB'`);

  const deferred = (
    await exec(
      `select indexname, indexdef from pg_indexes
       where schemaname = 'public' and tablename = any($1)
         and indexname not in (select conname from pg_constraint)`,
      [BULK_TABLES],
    )
  ).rows;
  for (const { indexname } of deferred) await exec(`drop index "${indexname}"`);
  // The messages' primary key is built once after the load too (5M random uuids, else inserted
  // one by one into a b-tree larger than shared_buffers).
  await exec('alter table direct_messages drop constraint direct_messages_pkey');
  await exec('set session_replication_role = replica');

  // Live delivery users: senders first, then recipients, at the top of the range (plain users,
  // the recipients creators); none of them is user 1 or 2.
  const firstSender = users - live.senders - live.recipients + 1;
  const firstRecipient = users - live.recipients + 1;

  await step(
    'users',
    `insert into "user" (id, name, email, email_verified, created_at, updated_at)
     select 'bm-u-' || g,
            (${sqlArray(FIRST)})[1 + g % ${FIRST.length}] || ' ' || (${sqlArray(LAST)})[1 + (g / ${FIRST.length}) % ${LAST.length}],
            'bm-u-' || g || '@bench.local', true, now() - (g % 700) * interval '1 day', now()
     from generate_series(1, ${users}) g`,
  );
  const creator = (g) => `(${g} % 10 = 0 or ${g} >= ${firstRecipient} or ${g} = 2)`;
  await step(
    'profiles',
    `insert into profiles (id, email, display_name, is_creator, preferences, subscription, created_at, updated_at)
     select 'bm-u-' || g, u.email, u.name, ${creator('g')}, $1::jsonb, $2::jsonb, u.created_at, u.created_at
     from generate_series(1, ${users}) g join "user" u on u.id = 'bm-u-' || g`,
    [JSON.stringify(template.preferences), JSON.stringify(template.subscription)],
  );
  await step(
    'creator_profiles',
    `insert into creator_profiles (user_id, display_name, title, joined_at)
     select 'bm-u-' || g, u.name, 'Home cook', u.created_at
     from generate_series(1, ${users}) g join "user" u on u.id = 'bm-u-' || g
     where ${creator('g')}`,
  );
  await step(
    'sessions',
    `insert into session (id, expires_at, token, ip_address, user_agent, user_id, created_at, updated_at)
     select 'bm-s-' || g, now() + interval '30 days', md5('bm-session-' || g), '127.0.0.1', 'bench/messages',
            'bm-u-' || g, now(), now()
     from generate_series(1, ${users}) g`,
  );

  // Conversation plan: candidate pairs (the long thread first, then the live pairs, then drawn
  // ones), one per pair_key, the first CONVERSATIONS kept.
  await step(
    'conversation_plan',
    `create temp table bm_candidate as
     select 0 as prio, 0::bigint as ord, 1 as x, 2 as y
     union all
     select 1, i, ${firstSender} + i, ${firstRecipient} + i % ${live.recipients}
     from generate_series(0, ${live.senders - 1}) i
     union all
     select 2, k, x, y from (
       select k,
              case when random() < 0.33 then least(${users}, floor(power(${users}, random()))::int)
                   else 1 + floor(random() * ${users})::int end as x,
              1 + floor(random() * ${users})::int as y
       from generate_series(1, ${Math.ceil(conversations * 1.25)}) k) d
     where x <> y`,
  );
  await exec(
    `create temp table bm_conv as
     select row_number() over (order by prio, ord)::int as n, gen_random_uuid()::text as id, a, b, pair_key
     from (select distinct on (pair_key) prio, ord, 'bm-u-' || x as a, 'bm-u-' || y as b,
                  least(('bm-u-' || x) collate "C", ('bm-u-' || y) collate "C") || ':' ||
                  greatest(('bm-u-' || x) collate "C", ('bm-u-' || y) collate "C") as pair_key
           from bm_candidate order by pair_key, prio, ord) p
     order by prio, ord limit ${conversations}`,
  );
  const planned = Number((await exec('select count(*)::int as n from bm_conv')).rows[0].n);
  if (planned < conversations) throw new Error(`only ${planned} distinct pairs drawn`);
  // Sizes: an exponential spread rescaled so the others hold at most MESSAGES - LONG (the long
  // thread takes the rest); times: the
  // last message within the year (skewed to recent days), the first up to 200 days before it;
  // a quarter end with 1-8 unread messages. The live pairs are read up to date.
  await exec(`alter table bm_conv add column w double precision, add column m int,
              add column first_at timestamptz, add column last_at timestamptz, add column tail int`);
  await exec(
    `update bm_conv set w = -ln(1 - random()),
       last_at = now() - interval '10 minutes' - power(random(), 2) * interval '365 days',
       tail = case when random() < 0.25 and n > ${live.senders + 1} then 1 + floor(random() * 8)::int else 0 end`,
  );
  await exec(
    `update bm_conv set m = 1 + floor(w * ${messages - long - (conversations - 1)}
       / (select sum(w) from bm_conv where n > 1))::int where n > 1`,
  );
  await exec(`update bm_conv set m = ${messages} - (select sum(m) from bm_conv where n > 1) where n = 1`);
  await exec(
    `update bm_conv set tail = least(tail, m), first_at = last_at - least(200, m) * random() * interval '1 day' - m * interval '1 second'`,
  );
  await exec('create unique index on bm_conv (n)');
  await exec('analyze bm_conv');
  const sizes = (
    await exec(
      `select sum(m)::bigint as total, max(m) as longest, percentile_disc(0.5) within group (order by m) as median,
              (select m from bm_conv where n = 1) as long
       from bm_conv`,
    )
  ).rows[0];
  if (Number(sizes.total) !== messages) throw new Error(`planned ${sizes.total} messages, not ${messages}`);
  const texts = sentences();

  await step(
    'conversations',
    `insert into conversations (id, pair_key, started_by, context, last_message_id, last_message_content,
                                last_message_sender_id, last_message_at, created_at)
     select c.id, c.pair_key, c.a,
            case when c.n % 4 = 0 then jsonb_build_object('recipeName', 'Recipe ' || c.n) else '{}'::jsonb end,
            ${messageId('c', 'c.m')}, ${messageText('c', 'c.m')},
            case when ${sentByA('c', 'c.m')} then c.a else c.b end, c.last_at, c.first_at
     from bm_conv c`,
    [texts],
  );
  // Unread: the tail messages addressed to each member.
  await exec(
    `create temp table bm_unread as
     select c.id, case when ${sentByA('c', 's')} then c.b else c.a end as reader, count(*)::int as unread,
            min(${messageAt('c', 's')}) as first_unread_at
     from bm_conv c, generate_series(c.m - c.tail + 1, c.m) s
     where c.tail > 0 group by 1, 2`,
  );
  await step(
    'conversation_members',
    `insert into conversation_members (conversation_id, user_id, other_user_id, unread_count, last_read_at,
                                       mailed_through, last_message_at, created_at)
     select c.id, side.me, side.other, coalesce(u.unread, 0),
            case when u.unread is null then c.last_at else u.first_unread_at - interval '1 second' end,
            c.last_at, c.last_at, c.first_at
     from bm_conv c
     cross join lateral (values (c.a, c.b), (c.b, c.a)) side(me, other)
     left join bm_unread u on u.id = c.id and u.reader = side.me`,
  );
  const started = performance.now();
  await step(
    'direct_messages',
    `insert into direct_messages (id, conversation_id, sender_id, content, created_at, edited_at, read_at)
     select ${messageId('c', 's')}, c.id, case when ${sentByA('c', 's')} then c.a else c.b end,
            ${messageText('c', 's')}, t.at,
            case when (s + c.n) % 50 = 0 then t.at + interval '2 minutes' end,
            case when s > c.m - c.tail then null else t.at + interval '3 minutes' end
     from bm_conv c, generate_series(1, c.m) s, lateral (select ${messageAt('c', 's')} as at) t`,
    [texts],
  );
  log(`${messages} messages at ${Math.round(messages / ((performance.now() - started) / 1000))} rows/s`);
  await step(
    'user_blocks',
    `insert into user_blocks (blocker_id, blocked_id, created_at)
     select distinct on (x, y) 'bm-u-' || x, 'bm-u-' || y, now() - interval '3 days'
     from (select 3 + floor(random() * ${firstSender - 4})::int as x, 3 + floor(random() * ${firstSender - 4})::int as y
           from generate_series(1, 1000)) d
     where x <> y`,
  );

  await exec('set session_replication_role = default');
  const indexesStarted = performance.now();
  await exec('alter table direct_messages add constraint direct_messages_pkey primary key (id)');
  for (const { indexdef } of deferred) await exec(indexdef);
  steps.indexes = Math.round(performance.now() - indexesStarted);
  log(`indexes (${deferred.length} + the messages' primary key): ${steps.indexes} ms`);
  const analyzeStarted = performance.now();
  for (const table of ['user', 'session', 'profiles', 'creator_profiles', ...BULK_TABLES]) {
    await exec(`vacuum analyze "${table}"`);
  }
  steps.vacuumAnalyze = Math.round(performance.now() - analyzeStarted);
  log(`vacuum analyze: ${steps.vacuumAnalyze} ms`);

  // What the measurements need: the busiest users, a spread of others, the long thread.
  const busiest = (
    await exec(
      `select user_id, count(*)::int as conversations from conversation_members
       group by user_id order by count(*) desc, user_id limit 5`,
    )
  ).rows;
  const perUser = (
    await exec(
      `select percentile_disc(0.5) within group (order by n) as median, max(n) as max from
       (select count(*) as n from conversation_members group by user_id) x`,
    )
  ).rows[0];
  const longThread = (await exec('select id from bm_conv where n = 1')).rows[0].id;
  const livePairs = (
    await exec(
      `select id, a as sender, b as recipient from bm_conv where n between 2 and ${live.senders + 1} order by n`,
    )
  ).rows;
  await exec('drop table bm_candidate, bm_unread');
  return {
    steps,
    users,
    conversations,
    messages,
    messagesPerConversation: {
      median: Number(sizes.median),
      max: Number(sizes.longest),
      longThread: Number(sizes.long),
    },
    conversationsPerUser: { median: Number(perUser.median), max: Number(perUser.max) },
    busiest: busiest.map((r) => ({ userId: r.user_id, conversations: r.conversations })),
    longThread: { id: longThread, userA: userId(1), userB: userId(2), messages: Number(sizes.long) },
    livePairs,
  };
}

/** A spread of users to read inboxes as: every k-th user, the live ones left out. */
export async function sampleUsers(exec, { count, below }) {
  return (
    await exec(
      `select user_id, count(*)::int as conversations from conversation_members
       where substr(user_id, 6)::int < $1 and substr(user_id, 6)::int % $2 = 0
       group by user_id order by user_id`,
      [below, Math.max(1, Math.floor(below / count))],
    )
  ).rows.map((r) => ({ userId: r.user_id, conversations: r.conversations }));
}
