import { existsSync, mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnTs, type Spawned, waitForOutput } from './test/spawn-process';
import { createTestApp } from './test/test-app';

/** The server process as `npm start` runs it: start-up, refusal, restart and graceful stop. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const running: Spawned[] = [];
afterAll(() => {
  for (const p of running) p.child.kill('SIGKILL');
});

async function startMain(dataDir: string, extra: Record<string, string> = {}) {
  const port = await freePort();
  const spawned = spawnTs('src/server/main.ts', {
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: 'info',
    ...extra,
  });
  running.push(spawned);
  return { spawned, url: `http://127.0.0.1:${port}` };
}

const ready = (spawned: Spawned) =>
  waitForOutput(spawned, (out) => (out.includes('Recipe Forge is ready') ? true : undefined));

describe('server process', () => {
  it('refuses a bad configuration with one line per bad key', async () => {
    const { spawned } = await startMain(mkdtempSync(path.join(os.tmpdir(), 'rf-main-')), {
      PORT: 'abc',
      SMTP_URL: 'not a url',
    });
    expect(await spawned.exited).toBe(1);
    const lines = spawned.stderr().trim().split('\n');
    expect(lines[0]).toBe('Invalid configuration:');
    expect(
      lines
        .slice(1)
        .map((l) => l.trim().split(':')[0])
        .sort(),
    ).toEqual(['PORT', 'SMTP_URL']);
    expect(spawned.stderr()).not.toContain('not a url');
  });

  it('keeps data across restarts, refuses a second process on the same DATA_DIR, and stops on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rf-main-'));
    const first = await startMain(dataDir);
    await ready(first.spawned);
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
    expect(first.spawned.stdout()).not.toMatch(/auth-secret|AUTH_SECRET/);

    const second = await startMain(dataDir);
    expect(await second.spawned.exited).toBe(1);
    expect(second.spawned.stderr()).toContain(
      `DATA_DIR ${dataDir} is in use by another Recipe Forge process`,
    );

    first.spawned.child.kill('SIGTERM');
    expect(await first.spawned.exited).toBe(0);
    expect(existsSync(path.join(dataDir, '.lock'))).toBe(false);

    const again = await startMain(dataDir);
    await ready(again.spawned);
    const body = await (await fetch(`${again.url}/readyz`)).json();
    expect(body).toMatchObject({ status: 'ready', database: 'pglite' });
    again.spawned.child.kill('SIGINT');
    expect(await again.spawned.exited).toBe(0);
  });
});

describe('graceful shutdown', () => {
  it('finishes in-flight requests and then refuses new connections', async () => {
    let release!: () => void;
    const t = await createTestApp({
      extend(app) {
        app.get('/api/_t/slow', async () => {
          await new Promise<void>((r) => {
            release = r;
          });
          return { finished: true };
        });
      },
    });
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = fetch(`${url}/api/_t/slow`).then((r) => r.json());
    while (!release) await new Promise((r) => setTimeout(r, 10));
    const closing = t.close();
    setTimeout(() => release(), 100);
    expect(await inFlight).toEqual({ finished: true });
    await closing;
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  });
});
