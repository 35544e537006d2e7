import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_BEHAVIOUR,
  type FakeLlmServer,
  fakeModelEnv,
  startFakeLlmServer,
} from '../../test/fakes/fake-llm-server';
import { spawnTs, type Spawned, waitForOutput } from '../../test/spawn-process';
import { openSse, replayText } from '../../test/sse-client';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

/**
 * A reply written by one server process and followed through another, both on one PostgreSQL:
 * the follower reads what is stored and is woken by LISTEN/NOTIFY. Runs in `npm run test:pg`.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const ORIGIN = 'http://localhost:3995';

describe.skipIf(!onPostgres)('chat across two server processes (PostgreSQL)', () => {
  let database: TestDatabase;
  let fake: FakeLlmServer;
  const peers: Array<Spawned & { url: string }> = [];
  let cookie = '';

  beforeAll(async () => {
    database = await createTestDatabase();
    fake = await startFakeLlmServer({ chunkDelayMs: 15 });
    for (let i = 0; i < 2; i++) {
      const spawned = spawnTs('src/server/test/fixtures/peer-server.ts', {
        DATABASE_URL: database.url,
        PUBLIC_URL: ORIGIN,
        AUTH_SECRET: 'cross-process-test-secret-0123456789abcdef',
        ...fakeModelEnv(fake),
      });
      const { url } = await waitForOutput(spawned, (out) => {
        const line = out.split('\n').find((l) => l.startsWith('{'));
        return line ? (JSON.parse(line) as { url: string }) : undefined;
      });
      peers.push({ ...spawned, url });
    }
    const signUp = await fetch(`${peers[0]!.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ email: 'two@example.com', password: 'secret-pass' }),
    });
    expect(signUp.status).toBe(200);
    cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  });

  afterAll(async () => {
    for (const peer of peers) {
      peer.child.kill('SIGTERM');
      await peer.exited;
    }
    await fake?.close();
    await database?.close();
  });

  const post = (base: string, path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: ORIGIN },
      body: JSON.stringify(body),
    });

  it('streams a reply written by one process to a client of the other', async () => {
    const [a, b] = peers as [Spawned & { url: string }, Spawned & { url: string }];
    const sent = (await (await post(a.url, '/api/chats', { content: 'across processes' })).json()) as {
      assistantMessage: { id: string };
    };
    const sse = await openSse(`${b.url}/api/messages/${sent.assistantMessage.id}/stream`, {
      headers: { cookie },
    });
    const done = await sse.until((e) => e.type === 'done', 20_000);
    expect(done).toMatchObject({ status: 'complete' });
    expect(replayText(sse.events)).toBe(DEFAULT_BEHAVIOUR.text);
    expect(sse.events.filter((e) => e.type === 'delta').length).toBeGreaterThan(0);
  });

  it('stops a reply from the other process', async () => {
    const [a, b] = peers as [Spawned & { url: string }, Spawned & { url: string }];
    fake.reset({ chunkDelayMs: 60 });
    const sent = (await (await post(a.url, '/api/chats', { content: 'stop me elsewhere' })).json()) as {
      assistantMessage: { id: string };
    };
    const sse = await openSse(`${b.url}/api/messages/${sent.assistantMessage.id}/stream`, {
      headers: { cookie },
    });
    await sse.until((e) => e.type === 'delta' || (e.type === 'snapshot' && e.content.length > 0), 10_000);
    expect((await post(b.url, `/api/messages/${sent.assistantMessage.id}/cancel`, {})).status).toBe(200);
    expect(await sse.until((e) => e.type === 'done', 10_000)).toMatchObject({ status: 'cancelled' });
  });
});
