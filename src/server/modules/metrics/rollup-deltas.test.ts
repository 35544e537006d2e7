import { describe, expect, it } from 'vitest';
import { LATENCY_BUCKETS_MS, latencyBucketOf, quantileOfBuckets } from '@shared/metrics/latency-buckets';
import type { GenerationRecord } from './generation-record';
import { EVERYONE_SCOPE, hourOf, rollupDeltas } from './rollup-deltas';

const HOUR = 3_600_000;
const base = Date.UTC(2026, 10, 27, 9, 0, 0);

const generation = (overrides: Partial<GenerationRecord> = {}): GenerationRecord => ({
  source: 'chat',
  userId: 'u1',
  chatId: 'c1',
  messageId: 'm1',
  provider: 'gemini',
  model: 'gemini-2.5-flash',
  startedAt: base + 60_000,
  firstTokenMs: 400,
  totalMs: 2_500,
  tokensIn: 10,
  tokensOut: 20,
  outcome: 'success',
  errorClass: null,
  retries: 0,
  qualityScore: null,
  ...overrides,
});

describe('rollupDeltas', () => {
  it('adds each generation to everyone and to its user, in its UTC hour', () => {
    const deltas = rollupDeltas([
      generation(),
      generation({
        userId: 'u2',
        outcome: 'error',
        errorClass: 'timeout',
        firstTokenMs: null,
        totalMs: 60_000,
      }),
      generation({ startedAt: base + HOUR + 5, outcome: 'cancelled', qualityScore: 0.5 }),
    ]);
    expect(deltas.map((d) => [d.scope, d.hour - base])).toEqual([
      [EVERYONE_SCOPE, 0],
      [EVERYONE_SCOPE, HOUR],
      ['u1', 0],
      ['u1', HOUR],
      ['u2', 0],
    ]);
    const everyone = deltas[0]!;
    expect(everyone).toMatchObject({
      generations: 2,
      successes: 1,
      errors: 1,
      cancelled: 0,
      tokensIn: 20,
      tokensOut: 40,
      errorClasses: { timeout: 1 },
      qualityCount: 0,
    });
    expect(everyone.totalMsBuckets).toHaveLength(LATENCY_BUCKETS_MS.length + 1);
    expect(everyone.totalMsBuckets[latencyBucketOf(2_500)]).toBe(1);
    expect(everyone.totalMsBuckets[latencyBucketOf(60_000)]).toBe(1);
    // A failure before the first token has no time to first token.
    expect(everyone.firstTokenMsBuckets.reduce((a, b) => a + b, 0)).toBe(1);
    expect(deltas[1]).toMatchObject({ generations: 1, cancelled: 1, qualitySum: 0.5, qualityCount: 1 });
    expect(deltas[4]).toMatchObject({ scope: 'u2', generations: 1, errors: 1 });
  });

  it('gives anonymous generations to everyone only', () => {
    const deltas = rollupDeltas([generation({ userId: null })]);
    expect(deltas.map((d) => d.scope)).toEqual([EVERYONE_SCOPE]);
  });

  it('reads p50 and p95 back from the histogram', () => {
    const records = Array.from({ length: 100 }, (_, i) => generation({ totalMs: i < 90 ? 450 : 8_000 }));
    const [everyone] = rollupDeltas(records);
    expect(quantileOfBuckets(everyone!.totalMsBuckets, 0.5)).toBe(500);
    expect(quantileOfBuckets(everyone!.totalMsBuckets, 0.95)).toBe(10_000);
  });

  it('counts feedback apart from the other actions, in the hour they happened', () => {
    const deltas = rollupDeltas(
      [],
      [
        { messageId: 'm1', userId: 'u1', action: 'feedback_good', at: base },
        { messageId: 'm1', userId: 'u1', action: 'feedback_bad', at: base + 1 },
        { messageId: 'm1', userId: 'u1', action: 'copy', at: base + 2 },
        { messageId: 'm1', userId: 'u1', action: 'copy', at: base + 3 },
        { messageId: 'm1', userId: 'u1', action: 'save', at: base + 4 },
      ],
    );
    expect(deltas).toHaveLength(2);
    for (const d of deltas)
      expect(d).toMatchObject({
        generations: 0,
        feedbackGood: 1,
        feedbackBad: 1,
        actions: { copy: 2, save: 1 },
      });
  });

  it('rounds a time down to its hour', () => {
    expect(hourOf(base + HOUR - 1)).toBe(base);
    expect(hourOf(base + HOUR)).toBe(base + HOUR);
  });
});
