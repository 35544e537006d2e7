import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { createBus, MAX_PAYLOAD_BYTES, PayloadTooLargeError, type RealtimeBus } from './bus';

let database: TestDatabase;
let bus: RealtimeBus;
beforeAll(async () => {
  database = await createTestDatabase();
  bus = createBus(database.driver);
  await bus.ready();
});
afterAll(async () => {
  await bus.close();
  await database.close();
});

const nextOn = (topic: string) =>
  new Promise<unknown>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no event on ${topic}`)), 5_000);
    const off = bus.subscribe(topic, (data) => {
      clearTimeout(timer);
      off();
      resolve(data);
    });
  });

describe('realtime bus', () => {
  it('delivers a published event to subscribers of its topic through the database', async () => {
    const received = nextOn('chat:1');
    await bus.publish('chat:1', { messageId: 'm1', seq: 3 });
    expect(await received).toEqual({ messageId: 'm1', seq: 3 });
  });

  it('keeps topics apart and stops delivering after unsubscribe', async () => {
    const seen: Array<[string, unknown]> = [];
    const offA = bus.subscribe('a', (d, t) => seen.push([t, d]));
    const offB = bus.subscribe('b', (d, t) => seen.push([t, d]));
    const lastB = nextOn('b');
    await bus.publish('a', 1);
    await bus.publish('b', 2);
    await lastB;
    offA();
    const after = nextOn('a');
    await bus.publish('a', 3);
    await after;
    offB();
    expect(seen).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
  });

  it('isolates a throwing handler from the others', async () => {
    const errors: unknown[] = [];
    const own = createBus(database.driver, { onError: (e) => errors.push(e) });
    await own.ready();
    own.subscribe('x', () => {
      throw new Error('handler bug');
    });
    const got = new Promise((resolve) => own.subscribe('x', resolve));
    await own.publish('x', 'ok');
    expect(await got).toBe('ok');
    expect(errors).toHaveLength(1);
    await own.close();
  });

  it('refuses payloads too large for NOTIFY', async () => {
    await expect(bus.publish('big', 'x'.repeat(MAX_PAYLOAD_BYTES))).rejects.toBeInstanceOf(
      PayloadTooLargeError,
    );
  });
});
