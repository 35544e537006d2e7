import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EventStreamRegistry, type EventStream, formatSseEvent, openEventStream } from './sse';

const eventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done'), total: z.number() }),
]);
type Event = z.infer<typeof eventSchema>;

let app: FastifyInstance;
afterEach(() => app?.close());

async function serve(keepAliveMs = 15_000) {
  const registry = new EventStreamRegistry();
  const opened: EventStream<Event>[] = [];
  let cleaned = 0;
  app = Fastify();
  app.addHook('preClose', async () => registry.closeAll());
  app.get('/events', async (request, reply) => {
    const stream = openEventStream(request, reply, eventSchema, { registry, keepAliveMs });
    stream.onClose(() => cleaned++);
    opened.push(stream);
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, registry, opened, cleaned: () => cleaned };
}

async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, needle: string): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes(needle)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value);
  }
  return text;
}

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
};

describe('event streams', () => {
  it('formats multi-line data safely', () => {
    expect(formatSseEvent('delta', { text: 'a\nb' }, '7')).toBe(
      'id: 7\nevent: delta\ndata: {"text":"a\\nb"}\n\n',
    );
  });

  it('sends typed events with the SSE headers and keep-alives', async () => {
    const server = await serve(50);
    const res = await fetch(`${server.url}/events`);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store, no-transform');
    const reader = res.body!.getReader();
    await waitFor(() => server.opened.length === 1);
    server.opened[0]!.send({ type: 'delta', text: 'Hello' }, '1');
    expect(await readUntil(reader, '"Hello"')).toContain(
      'id: 1\nevent: delta\ndata: {"type":"delta","text":"Hello"}',
    );
    expect(await readUntil(reader, ': keep-alive')).toContain(': keep-alive');
    await reader.cancel();
  });

  it('refuses an event that does not match the schema', async () => {
    const server = await serve();
    const res = await fetch(`${server.url}/events`);
    await waitFor(() => server.opened.length === 1);
    expect(() => server.opened[0]!.send({ type: 'delta', text: 42 } as never)).toThrow();
    await res.body!.cancel();
  });

  it('cleans up when the client goes away', async () => {
    const server = await serve();
    const res = await fetch(`${server.url}/events`);
    await waitFor(() => server.opened.length === 1);
    expect(server.registry.size).toBe(1);
    await res.body!.cancel();
    await waitFor(() => server.cleaned() === 1);
    expect(server.registry.size).toBe(0);
    expect(server.opened[0]!.closed).toBe(true);
    expect(server.opened[0]!.send({ type: 'done', total: 1 })).toBe(false);
  });

  it('ends open streams when the server closes, so shutdown does not hang', async () => {
    const server = await serve();
    const res = await fetch(`${server.url}/events`);
    await waitFor(() => server.opened.length === 1);
    const text = res.text();
    await app.close();
    expect(await text).toContain(': open');
    expect(server.cleaned()).toBe(1);
  });
});
