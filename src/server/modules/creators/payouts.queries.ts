import type { PayoutRecord } from '@shared/contracts/creator-analytics';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { decodeTimeIdCursor, encodeTimeIdCursor, type TimeIdCursor } from '../../db/keyset-cursor';
import { AppError } from '../../http/app-error';

/**
 * A creator's payout history (platform.md §3 Payout, §7 "users/{uid}/payouts ordered by createdAt
 * descending"), keyset paged on (created_at, id) over payouts_creator_created_idx. The cursor keeps
 * the timestamp as the database wrote it (microseconds): a JS Date would drop them and skip or
 * repeat payouts sharing a millisecond.
 */

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return ((result as unknown as { rows?: T[] }).rows ?? (result as unknown as T[])) as T[];
}

function decodeCursor(raw: string): TimeIdCursor {
  const cursor = decodeTimeIdCursor(raw);
  if (!cursor) throw new AppError('analytics.invalidCursor');
  return cursor;
}

interface RawPayout {
  id: string;
  amount_cents: number;
  status: PayoutRecord['status'];
  created_at: string;
  created_at_text: string;
  paid_at: string | Date | null;
  arrival_at: string | Date | null;
  provider_payout_id: string;
  failure_message: string | null;
}

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

export async function listPayouts(
  db: Db,
  creatorId: string,
  options: { cursor?: string; limit: number },
): Promise<{ items: PayoutRecord[]; nextCursor: string | null }> {
  const after = options.cursor ? decodeCursor(options.cursor) : null;
  const rows = await rowsOf<RawPayout>(
    db,
    sql`select id, amount_cents, status, created_at, created_at::text as created_at_text, paid_at,
          arrival_at, provider_payout_id, failure_message
        from payouts
        where creator_id = ${creatorId}
          ${after ? sql`and (created_at, id) < (${after.createdAt}::timestamptz, ${after.id})` : sql``}
        order by created_at desc, id desc
        limit ${options.limit + 1}`,
  );
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      amountCents: Number(row.amount_cents),
      status: row.status,
      createdAt: iso(row.created_at)!,
      paidAt: iso(row.paid_at),
      arrivalAt: iso(row.arrival_at),
      providerPayoutId: row.provider_payout_id,
      failureMessage: row.failure_message,
    })),
    nextCursor:
      rows.length > options.limit && last
        ? encodeTimeIdCursor({ createdAt: last.created_at_text, id: last.id })
        : null,
  };
}
