import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { GenerationRecord } from './generation-record';
import { MetricsRecorder } from './metrics-recorder';

vi.mock('./metrics-writer', () => ({ writeBatch: vi.fn(async () => {}) }));
const { writeBatch } = await import('./metrics-writer');
const written = vi.mocked(writeBatch);

const log = { error: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger;
const db = {} as Db;
const record = (i: number): GenerationRecord => ({
  source: 'chat',
  userId: null,
  chatId: null,
  messageId: `m${i}`,
  provider: 'offline',
  model: 'offline',
  startedAt: 0,
  firstTokenMs: 1,
  totalMs: 2,
  tokensIn: 0,
  tokensOut: 0,
  outcome: i % 2 ? 'error' : 'success',
  errorClass: i % 2 ? 'timeout' : null,
  retries: 0,
  qualityScore: null,
});

afterEach(() => {
  written.mockReset();
  vi.useRealTimers();
});

describe('MetricsRecorder', () => {
  it('writes nothing while recording, then one batch when the timer fires', async () => {
    vi.useFakeTimers();
    const recorder = new MetricsRecorder({ db, log }, { flushMs: 1_000, maxBatch: 100 });
    for (let i = 0; i < 10; i++) recorder.record(record(i));
    recorder.recordAction({ messageId: 'm1', userId: 'u', action: 'copy', at: 0 });
    expect(written).not.toHaveBeenCalled();
    expect(recorder.pending).toBe(11);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(written).toHaveBeenCalledTimes(1);
    expect(written.mock.calls[0]![1]).toHaveLength(10);
    expect(written.mock.calls[0]![2]).toHaveLength(1);
    expect(recorder.pending).toBe(0);
    expect(recorder.totals).toEqual({ success: 5, cancelled: 0, error: 5 });
  });

  it('writes at once when a batch is full', async () => {
    const recorder = new MetricsRecorder({ db, log }, { flushMs: 60_000, maxBatch: 4 });
    for (let i = 0; i < 9; i++) recorder.record(record(i));
    await recorder.flush();
    expect(written.mock.calls.map((call) => call[1].length)).toEqual([4, 4, 1]);
  });

  it('writes what is left on close, and a late record at once', async () => {
    const recorder = new MetricsRecorder({ db, log }, { flushMs: 60_000, maxBatch: 100 });
    recorder.record(record(0));
    await recorder.close();
    expect(written).toHaveBeenCalledTimes(1);
    recorder.record(record(1));
    await recorder.flush();
    expect(written).toHaveBeenCalledTimes(2);
  });

  it('drops and logs a batch the database refuses, and goes on', async () => {
    written.mockRejectedValueOnce(new Error('database gone'));
    const recorder = new MetricsRecorder({ db, log }, { flushMs: 60_000, maxBatch: 100 });
    recorder.record(record(0));
    recorder.record(record(1));
    await recorder.flush();
    expect(recorder.dropped).toBe(2);
    expect(log.error).toHaveBeenCalled();
    recorder.record(record(2));
    await recorder.flush();
    expect(written).toHaveBeenCalledTimes(2);
    expect(recorder.dropped).toBe(2);
  });

  it('scores a reply when its batch is written, and never passes the reply on', async () => {
    const scoreReply = vi.fn((reply: string) => (reply === 'bad' ? null : reply.length / 10));
    const recorder = new MetricsRecorder({ db, log }, { flushMs: 60_000, maxBatch: 100, scoreReply });
    recorder.record({ ...record(0), reply: 'abcde' });
    recorder.record({ ...record(2), reply: 'bad' });
    recorder.record(record(4));
    recorder.record({ ...record(6), qualityScore: 0.25, reply: 'ignored' });
    // Nothing is scored while replies are recorded: only when the batch goes to the database.
    expect(scoreReply).not.toHaveBeenCalled();
    await recorder.flush();
    const batch = written.mock.calls[0]![1];
    expect(batch.map((g) => g.qualityScore)).toEqual([0.5, null, null, 0.25]);
    expect(batch.every((g) => !('reply' in g))).toBe(true);
    expect(scoreReply).toHaveBeenCalledTimes(2);
  });

  it('stores a reply unscored when the scorer throws', async () => {
    const scoreReply = () => {
      throw new Error('scorer broke');
    };
    const recorder = new MetricsRecorder({ db, log }, { flushMs: 60_000, maxBatch: 100, scoreReply });
    recorder.record({ ...record(0), reply: 'text' });
    await recorder.flush();
    expect(written.mock.calls[0]![1]).toMatchObject([{ messageId: 'm0', qualityScore: null }]);
    expect(log.warn).toHaveBeenCalled();
    expect(recorder.dropped).toBe(0);
  });
});
