import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chats, messages, user } from '../../db/schema';
import { createBus, type RealtimeBus } from '../../realtime/bus';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { DEFAULT_GENERATION_OPTIONS } from './generation-manager';
import { FLUSHED_TOPIC, flushDelay, idBatches, ProgressWriter } from './progress-writer';

let database: TestDatabase;
let bus: RealtimeBus;
const silent = { error: () => {} } as never;

beforeAll(async () => {
  database = await createTestDatabase();
  bus = createBus(database.driver);
  await bus.ready();
  await database.db.insert(user).values({ id: 'u', name: 'U', email: 'u@example.com' });
  await database.db.insert(chats).values({ id: 'c', userId: 'u', title: 't' });
});
afterAll(async () => {
  await bus.close();
  await database.close();
});

async function streamingMessage() {
  const id = randomUUID();
  await database.db
    .insert(messages)
    .values({ id, chatId: 'c', userId: 'u', role: 'assistant', status: 'streaming' });
  return id;
}
const stored = async (id: string) =>
  (await database.db.select().from(messages).where(eq(messages.id, id)))[0]!;

describe('ProgressWriter', () => {
  it('stores the growing text by appending, whole again after a restart, and announces what changed', async () => {
    const writer = new ProgressWriter(
      { db: database.db, bus, log: silent },
      { flushMs: 60_000, leaseMs: 10_000 },
    );
    const id = await streamingMessage();
    const reply = {
      messageId: id,
      epoch: 0,
      content: 'Hello',
      thinking: 'hm',
      sources: [],
      notice: null as string | null,
    };
    const announced: string[][] = [];
    const off = bus.subscribe(FLUSHED_TOPIC, (data) => announced.push((data as { ids: string[] }).ids));
    writer.track(reply);
    await writer.flush();
    expect(await stored(id)).toMatchObject({ content: 'Hello', thinkingContent: 'hm' });
    reply.content += ', world';
    reply.thinking += 'm';
    writer.markDirty(reply);
    await writer.flush();
    expect(await stored(id)).toMatchObject({ content: 'Hello, world', thinkingContent: 'hmm' });
    expect((await stored(id)).leaseExpiresAt!.getTime()).toBeGreaterThan(Date.now());
    reply.epoch++;
    reply.content = 'Again';
    reply.notice = 'Connection issue detected. Retrying... (1/2)';
    writer.markDirty(reply);
    await writer.flush();
    expect(await stored(id)).toMatchObject({
      content: 'Again',
      notice: 'Connection issue detected. Retrying... (1/2)',
    });
    await writer.untrack(reply);
    for (let i = 0; i < 50 && announced.length < 3; i++) await new Promise((r) => setTimeout(r, 10));
    expect(announced.flat().filter((x) => x === id)).toHaveLength(3);
    off();
  });

  it('writes many replies in one tick and never touches a finished one', async () => {
    const writer = new ProgressWriter(
      { db: database.db, bus, log: silent },
      { flushMs: 60_000, leaseMs: 10_000 },
    );
    const ids = await Promise.all(Array.from({ length: 250 }, () => streamingMessage()));
    const replies = ids.map((id, i) => ({
      messageId: id,
      epoch: 0,
      content: `reply ${i}`,
      thinking: '',
      sources: [],
      notice: null,
    }));
    for (const r of replies) writer.track(r);
    await database.db
      .update(messages)
      .set({ status: 'complete', content: 'final' })
      .where(eq(messages.id, ids[0]!));
    await writer.flush();
    expect((await stored(ids[0]!)).content).toBe('final');
    expect((await stored(ids[249]!)).content).toBe('reply 249');
    for (const r of replies) await writer.untrack(r);
  });

  it('keeps text that arrives while a write is under way for the next write', async () => {
    const id = await streamingMessage();
    const reply = { messageId: id, epoch: 0, content: 'Hello', thinking: '', sources: [], notice: null };
    // The reply grows while the statement runs, as a streaming reply does.
    const growingDb = {
      execute: (query: never) => {
        reply.content += ', world';
        return database.db.execute(query);
      },
    } as unknown as typeof database.db;
    const writer = new ProgressWriter(
      { db: growingDb, bus, log: silent },
      { flushMs: 60_000, leaseMs: 10_000 },
    );
    writer.track(reply);
    await writer.flush();
    expect((await stored(id)).content).toBe('Hello');
    writer.markDirty(reply);
    await writer.flush();
    // The second write carries what the first missed (and the next will carry what this one did).
    expect((await stored(id)).content).toBe('Hello, world');
    await writer.untrack(reply);
  });

  it('stores new text within about 100 ms with the default timing, so a crash loses little', async () => {
    const { flushMs, maxFlushMs, leaseMs } = DEFAULT_GENERATION_OPTIONS;
    const writer = new ProgressWriter(
      { db: database.db, bus, log: silent },
      { flushMs, maxFlushMs, leaseMs },
    );
    const id = await streamingMessage();
    const reply = { messageId: id, epoch: 0, content: 'Hello', thinking: '', sources: [], notice: null };
    const storedWithin = async (text: string, ms: number) => {
      const deadline = Date.now() + ms;
      while (Date.now() < deadline) {
        if ((await stored(id)).content === text) return true;
        await new Promise((r) => setTimeout(r, 5));
      }
      return false;
    };
    writer.track(reply);
    // The first tick has just written: the next one is a whole interval away.
    expect(await storedWithin('Hello', 1_000)).toBe(true);
    reply.content += ', world';
    writer.markDirty(reply);
    expect(await storedWithin('Hello, world', 250)).toBe(true);
    await writer.untrack(reply);
  });

  it('writes less often with many replies, never less often than every 500 ms', () => {
    const timing = { flushMs: 100, maxFlushMs: 500 };
    expect(flushDelay(1, timing)).toBe(100);
    expect(flushDelay(50, timing)).toBe(100);
    expect(flushDelay(100, timing)).toBe(200);
    expect(flushDelay(1_000, timing)).toBe(500);
  });

  it('splits long id lists into notifications that fit', () => {
    const ids = Array.from({ length: 1000 }, () => randomUUID());
    const batches = idBatches(ids);
    expect(batches.flat()).toEqual(ids);
    for (const batch of batches)
      expect(JSON.stringify({ t: FLUSHED_TOPIC, d: { ids: batch } }).length).toBeLessThan(7_900);
  });
});
