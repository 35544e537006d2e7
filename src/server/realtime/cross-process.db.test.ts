import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnTs, type Spawned, waitForOutput } from '../test/spawn-process';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

/**
 * The realtime bus across two server processes sharing one PostgreSQL: an event published
 * through one process reaches a browser-style SSE client connected to the other. This needs a
 * real PostgreSQL (PGlite lives inside one process), so it runs in `npm run test:pg`.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('realtime across two server processes (PostgreSQL)', () => {
  let database: TestDatabase;
  const peers: Array<Spawned & { url: string }> = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    for (let i = 0; i < 2; i++) {
      const spawned = spawnTs('src/server/test/fixtures/peer-server.ts', { DATABASE_URL: database.url });
      const { url } = await waitForOutput(spawned, (out) => {
        const line = out.split('\n').find((l) => l.startsWith('{'));
        return line ? (JSON.parse(line) as { url: string }) : undefined;
      });
      peers.push({ ...spawned, url });
    }
  });

  afterAll(async () => {
    for (const peer of peers) {
      peer.child.kill('SIGTERM');
      await peer.exited;
    }
    await database?.close();
  });

  async function follow(url: string, topic: string) {
    const res = await fetch(`${url}/peer/events?topic=${encodeURIComponent(topic)}`);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    return {
      async next(): Promise<{ topic: string; data: unknown; via: number }> {
        for (;;) {
          const end = text.indexOf('\n\n', text.indexOf('event: bus'));
          if (text.includes('event: bus') && end !== -1) {
            const block = text.slice(text.indexOf('event: bus'), end);
            text = text.slice(end + 2);
            return JSON.parse(
              block
                .split('\n')
                .find((l) => l.startsWith('data: '))!
                .slice(6),
            );
          }
          const { value, done } = await reader.read();
          if (done) throw new Error('stream ended');
          text += decoder.decode(value);
        }
      },
      close: () => reader.cancel(),
    };
  }

  const publish = (url: string, topic: string, data: unknown) =>
    fetch(`${url}/peer/publish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ topic, data }),
    }).then((r) => r.json() as Promise<{ by: number }>);

  const subscribers = (url: string) =>
    fetch(`${url}/peer/subscribers`).then((r) => r.json() as Promise<{ subscribers: number }>);

  it('delivers an event published on one process to an SSE client of the other, both ways', async () => {
    const [a, b] = peers as [Spawned & { url: string }, Spawned & { url: string }];
    const onB = await follow(b.url, 'chat:42');
    const onA = await follow(a.url, 'chat:42');
    for (let i = 0; i < 50 && (await subscribers(b.url)).subscribers < 1; i++)
      await new Promise((r) => setTimeout(r, 20));

    const publishedBy = await publish(a.url, 'chat:42', { messageId: 'm1' });
    const received = await onB.next();
    expect(received).toEqual({ type: 'bus', topic: 'chat:42', data: { messageId: 'm1' }, via: b.child.pid });
    expect(publishedBy.by).toBe(a.child.pid);
    expect((await onA.next()).data).toEqual({ messageId: 'm1' });

    await publish(b.url, 'chat:42', { messageId: 'm2' });
    expect((await onA.next()).data).toEqual({ messageId: 'm2' });
    expect((await onB.next()).data).toEqual({ messageId: 'm2' });
    await onA.close();
    await onB.close();
  });

  it('releases the subscription when the SSE client disconnects', async () => {
    const b = peers[1]!;
    const client = await follow(b.url, 'chat:7');
    for (let i = 0; i < 50 && (await subscribers(b.url)).subscribers < 1; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect((await subscribers(b.url)).subscribers).toBe(1);
    await client.close();
    for (let i = 0; i < 100 && (await subscribers(b.url)).subscribers > 0; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect((await subscribers(b.url)).subscribers).toBe(0);
  });
});
