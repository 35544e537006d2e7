import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import type { ActionRecord, GenerationRecord } from './generation-record';
import { rollupDeltas } from './rollup-deltas';

/**
 * Writes one batch in one transaction: the generations in one multi-row insert, the actions in
 * another, and the hourly rollups they add to in one upsert. Rows travel as a single JSON
 * parameter (jsonb_to_recordset), which costs the same to build for 1 row or 500 and works alike
 * on PGlite and PostgreSQL.
 */
export async function writeBatch(
  db: Db,
  generations: readonly GenerationRecord[],
  actions: readonly ActionRecord[],
): Promise<void> {
  if (generations.length === 0 && actions.length === 0) return;
  const deltas = rollupDeltas(generations, actions);
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    if (generations.length > 0) {
      const rows = generations.map((g) => ({
        id: randomUUID(),
        user_id: g.userId,
        source: g.source,
        chat_id: g.chatId,
        message_id: g.messageId,
        provider: g.provider,
        model: g.model,
        started_at: new Date(g.startedAt).toISOString(),
        first_token_ms: g.firstTokenMs,
        total_ms: g.totalMs,
        tokens_in: g.tokensIn,
        tokens_out: g.tokensOut,
        outcome: g.outcome,
        error_class: g.errorClass,
        retries: g.retries,
        quality_score: g.qualityScore,
      }));
      // A user deleted while the batch waited keeps their generation, without the user (the
      // foreign key would otherwise refuse the whole batch).
      await tx.execute(sql`
        insert into generation_metrics (id, user_id, source, chat_id, message_id, provider, model,
          started_at, first_token_ms, total_ms, tokens_in, tokens_out, outcome, error_class, retries,
          quality_score)
        select r.id, u.id, r.source, r.chat_id, r.message_id, r.provider, r.model, r.started_at,
          r.first_token_ms, r.total_ms, r.tokens_in, r.tokens_out, r.outcome, r.error_class, r.retries,
          r.quality_score
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id text, user_id text, source text,
          chat_id text, message_id text, provider text, model text, started_at timestamptz,
          first_token_ms integer, total_ms integer, tokens_in integer, tokens_out integer, outcome text,
          error_class text, retries smallint, quality_score double precision)
        left join "user" u on u.id = r.user_id`);
    }
    if (actions.length > 0) {
      const rows = actions.map((a) => ({
        id: randomUUID(),
        message_id: a.messageId,
        user_id: a.userId,
        action: a.action,
        created_at: new Date(a.at).toISOString(),
      }));
      await tx.execute(sql`
        insert into generation_actions (id, message_id, user_id, action, created_at)
        select r.id, r.message_id, u.id, r.action, r.created_at
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id text, message_id text,
          user_id text, action text, created_at timestamptz)
        left join "user" u on u.id = r.user_id`);
    }
    const rollups = deltas.map((d) => ({
      scope: d.scope,
      hour: new Date(d.hour).toISOString(),
      generations: d.generations,
      successes: d.successes,
      errors: d.errors,
      cancelled: d.cancelled,
      tokens_in: d.tokensIn,
      tokens_out: d.tokensOut,
      total_ms_buckets: d.totalMsBuckets,
      first_token_ms_buckets: d.firstTokenMsBuckets,
      feedback_good: d.feedbackGood,
      feedback_bad: d.feedbackBad,
      actions: d.actions,
      quality_sum: d.qualitySum,
      quality_count: d.qualityCount,
      error_classes: d.errorClasses,
    }));
    // Counts add; histograms add bucket by bucket (a shorter stored array is padded with zeros);
    // the by-type maps add key by key.
    await tx.execute(sql`
      insert into generation_rollups as g (scope, hour, generations, successes, errors, cancelled,
        tokens_in, tokens_out, total_ms_buckets, first_token_ms_buckets, feedback_good, feedback_bad,
        actions, quality_sum, quality_count, error_classes)
      select r.scope, r.hour, r.generations, r.successes, r.errors, r.cancelled, r.tokens_in,
        r.tokens_out, array(select jsonb_array_elements_text(r.total_ms_buckets)::integer),
        array(select jsonb_array_elements_text(r.first_token_ms_buckets)::integer), r.feedback_good,
        r.feedback_bad, r.actions, r.quality_sum, r.quality_count, r.error_classes
      from jsonb_to_recordset(${JSON.stringify(rollups)}::jsonb) as r(scope text, hour timestamptz,
        generations integer, successes integer, errors integer, cancelled integer, tokens_in integer,
        tokens_out integer, total_ms_buckets jsonb, first_token_ms_buckets jsonb, feedback_good integer,
        feedback_bad integer, actions jsonb, quality_sum double precision, quality_count integer,
        error_classes jsonb)
      on conflict (scope, hour) do update set
        generations = g.generations + excluded.generations,
        successes = g.successes + excluded.successes,
        errors = g.errors + excluded.errors,
        cancelled = g.cancelled + excluded.cancelled,
        tokens_in = g.tokens_in + excluded.tokens_in,
        tokens_out = g.tokens_out + excluded.tokens_out,
        total_ms_buckets = array(
          select coalesce(a, 0) + coalesce(b, 0)
          from unnest(g.total_ms_buckets, excluded.total_ms_buckets) with ordinality as t(a, b, i)
          order by i),
        first_token_ms_buckets = array(
          select coalesce(a, 0) + coalesce(b, 0)
          from unnest(g.first_token_ms_buckets, excluded.first_token_ms_buckets) with ordinality as t(a, b, i)
          order by i),
        feedback_good = g.feedback_good + excluded.feedback_good,
        feedback_bad = g.feedback_bad + excluded.feedback_bad,
        actions = (
          select coalesce(jsonb_object_agg(k, n), '{}'::jsonb)
          from (select k, sum(v::integer) as n
                from (select key as k, value as v from jsonb_each_text(g.actions)
                      union all select key, value from jsonb_each_text(excluded.actions)) as kv
                group by k) as summed),
        quality_sum = g.quality_sum + excluded.quality_sum,
        quality_count = g.quality_count + excluded.quality_count,
        error_classes = (
          select coalesce(jsonb_object_agg(k, n), '{}'::jsonb)
          from (select k, sum(v::integer) as n
                from (select key as k, value as v from jsonb_each_text(g.error_classes)
                      union all select key, value from jsonb_each_text(excluded.error_classes)) as kv
                group by k) as summed)`);
  });
}
