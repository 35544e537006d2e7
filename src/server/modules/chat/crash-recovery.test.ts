import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlmServer, fakeModelEnv, startFakeLlmServer } from '../../test/fakes/fake-llm-server';
import { spawnTs, type Spawned, waitForOutput } from '../../test/spawn-process';
import { openSse, replayText } from '../../test/sse-client';

/**
 * The server process killed with SIGKILL in the middle of a reply (no shutdown runs), then
 * started again on the same DATA_DIR: the reply is interrupted at once, not 'streaming' until its
 * lease runs out; its generation is given back; and little of the text already streamed is lost.
 */
const ORIGIN = 'http://localhost:3993';
/** The fake model's pace: 8 characters every 20 ms, about 400 characters a second. */
const CHUNK = 8;
const CHUNK_DELAY_MS = 20;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

let fake: FakeLlmServer;
let dataDir: string;
const running: Spawned[] = [];

async function startServer() {
  const port = await freePort();
  const spawned = spawnTs('src/server/main.ts', {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    PUBLIC_URL: ORIGIN,
    ...fakeModelEnv(fake),
    FREE_GENERATIONS: '3',
  });
  running.push(spawned);
  const ready = (out: string) => (out.includes('Recipe Forge is ready') ? true : undefined);
  await waitForOutput(spawned, ready, 60_000);
  return { spawned, url: `http://127.0.0.1:${port}` };
}

beforeAll(async () => {
  const text = `# Recipe Title: Long Plan\n\n## Steps\n${Array.from({ length: 400 }, (_, i) => `${i + 1}. Do step ${i + 1} with care`).join('\n')}\n`;
  fake = await startFakeLlmServer({ text, chunkSize: CHUNK, chunkDelayMs: CHUNK_DELAY_MS });
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'rf-crash-'));
});
afterAll(async () => {
  for (const p of running) if (p.child.exitCode === null) p.child.kill('SIGKILL');
  await Promise.all(running.map((p) => p.exited));
  await fake?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a server killed mid-reply', () => {
  it('shows the reply interrupted right after the restart, gives its generation back, and keeps nearly all its text', async () => {
    const first = await startServer();
    const signUp = await fetch(`${first.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ email: 'crash@example.com', password: 'secret-pass' }),
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const headers = { cookie, origin: ORIGIN, 'content-type': 'application/json' };
    const sent = await fetch(`${first.url}/api/chats`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ content: 'a long plan, please' }),
    }).then((r) => r.json() as Promise<{ chat: { id: string }; assistantMessage: { id: string } }>);
    const sse = await openSse(`${first.url}/api/messages/${sent.assistantMessage.id}/stream`, {
      headers: { cookie },
    });
    await sse.until(() => replayText(sse.events).length >= 1_000, 20_000);
    // At any moment between two writes: the client's text tends to jump right after one (a write
    // holds the thread), so killing at once would always find the last write fresh.
    await new Promise((r) => setTimeout(r, Math.random() * 500));

    first.spawned.child.kill('SIGKILL');
    await first.spawned.exited;
    await sse.ended;
    const seen = replayText(sse.events);

    const second = await startServer();
    const chat = await fetch(`${second.url}/api/chats/${sent.chat.id}`, { headers: { cookie } }).then(
      (r) => r.json() as Promise<{ messages: Array<{ role: string; status: string; content: string }> }>,
    );
    const reply = chat.messages.find((m) => m.role === 'assistant')!;
    expect(reply.status).toBe('interrupted');
    const usage = await fetch(`${second.url}/api/usage`, { headers: { cookie } }).then((r) => r.json());
    expect(usage).toMatchObject({ plan: 'free', used: 0 });

    expect(seen.startsWith(reply.content)).toBe(true);
    const lostChars = seen.length - reply.content.length;
    const lostMs = (lostChars / CHUNK) * CHUNK_DELAY_MS;
    process.stdout.write(
      `crash-recovery: ${seen.length} characters seen, ${reply.content.length} stored: ${lostChars} lost, about ${Math.round(lostMs)} ms of text\n`,
    );
    // The writer stores every 100 ms (was 500 ms); a write under way when the process died and
    // the time the kill takes leave some slack.
    expect(lostMs).toBeLessThan(300);
  }, 120_000);
});
