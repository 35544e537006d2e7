import { sql } from 'drizzle-orm';
import { listings } from '../../db/schema';

/**
 * Trending (issue 20: recent sales and views, with decay) without a background job: an event of
 * weight w at time t adds w * exp((t - EPOCH) / TAU) to `listings.trend_score`. Every stored
 * score then shares the same growth factor, so ordering by it orders by the sum of weights each
 * decayed by exp(-(now - t) / TAU): a week-old sale counts e^-1 of today's. Doubles hold the
 * factor for centuries of TAU = 7 days (e^(52/yr) stays far below 1e308 for ~13 years from EPOCH;
 * rebase by dividing every score by a constant if it ever must last longer).
 */
const EPOCH_MS = Date.UTC(2026, 0, 1);
const TAU_MS = 7 * 24 * 60 * 60 * 1000;

export const TREND_WEIGHT = { view: 1, sale: 10 } as const;

/** What one event adds to a listing's trend score at `now`. */
export function trendIncrement(weight: number, now: Date = new Date()): number {
  return weight * Math.exp((now.getTime() - EPOCH_MS) / TAU_MS);
}

/** `set({ trendScore: bumpTrend('sale') })` in an update of the listings table. */
export const bumpTrend = (event: keyof typeof TREND_WEIGHT, now?: Date) =>
  sql`${listings.trendScore} + ${trendIncrement(TREND_WEIGHT[event], now)}`;
