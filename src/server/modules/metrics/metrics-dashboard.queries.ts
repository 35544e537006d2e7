import { and, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { generationRollups } from '../../db/schema';

/** One hourly rollup row as the dashboards need it. */
export type RollupRow = typeof generationRollups.$inferSelect;

/**
 * The hourly rollups of one scope (a user id, or '*' for everyone) in [from, to), through the
 * table's primary key (scope, hour): a year is at most 8,760 rows, however many generations.
 */
export function readRollups(db: Db, scope: string, from: Date, to: Date): Promise<RollupRow[]> {
  return db
    .select()
    .from(generationRollups)
    .where(
      and(
        eq(generationRollups.scope, scope),
        gte(generationRollups.hour, from),
        lt(generationRollups.hour, to),
      ),
    );
}
