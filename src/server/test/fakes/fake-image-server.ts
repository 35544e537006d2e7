import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for image models that speaks their real wire formats over HTTP, so the AI SDK
 * providers run unchanged against it:
 *   Imagen on Gemini:        POST /v1beta/models/{model}:predict  → { predictions: [{ bytesBase64Encoded }] }
 *   OpenAI-compatible:       POST /v1/images/generations          → { data: [{ b64_json }] }
 * `failures` makes the next requests answer 503; every request body is kept for assertions.
 */
export interface FakeImageServer {
  geminiBaseUrl: string;
  openAiBaseUrl: string;
  requests: Array<{ path: string; body: Record<string, unknown> }>;
  /** How many of the next requests fail with 503. */
  failures: number;
  close(): Promise<void>;
}

export async function startFakeImageServer(image: Buffer): Promise<FakeImageServer> {
  const state = { requests: [] as FakeImageServer['requests'], failures: 0 };
  const b64 = image.toString('base64');
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      } catch {
        // Kept empty: the assertion on the request shows it.
      }
      state.requests.push({ path, body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (state.failures > 0) {
        state.failures -= 1;
        return send(503, {
          error: { code: 503, message: 'The service is currently unavailable.', status: 'UNAVAILABLE' },
        });
      }
      if (req.method === 'POST' && /^\/v1beta\/models\/[^/]+:predict$/.test(path))
        return send(200, { predictions: [{ mimeType: 'image/png', bytesBase64Encoded: b64 }] });
      if (req.method === 'POST' && path === '/v1/images/generations')
        return send(200, { created: Math.floor(Date.now() / 1000), data: [{ b64_json: b64 }] });
      send(404, { error: { message: `no route ${req.method} ${path}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    geminiBaseUrl: `${origin}/v1beta`,
    openAiBaseUrl: `${origin}/v1`,
    get requests() {
      return state.requests;
    },
    get failures() {
      return state.failures;
    },
    set failures(n: number) {
      state.failures = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
