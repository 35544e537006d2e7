// The benchmark's HTTP side: signed session cookies for seeded users, a keep-alive client (node:http,
// so the client's own overhead stays small beside the figures), an SSE reader, and the statistics.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import { sessionToken } from './seed.mjs';

/**
 * The Cookie header better-auth reads for seeded user n: `rf.session_token` (the app's cookie
 * prefix) = the session token, '.', its HMAC-SHA256 under AUTH_SECRET in base64, URI-encoded —
 * what better-call's signCookieValue writes at sign-in. run.mjs checks it against the server.
 */
export function sessionCookie(n, secret) {
  const token = sessionToken(n);
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `rf.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

export const userNumber = (id) => Number(id.slice('bm-u-'.length));

const round = (ms) => Math.round(ms * 100) / 100;
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
export function stats(times) {
  const sorted = [...times].sort((a, b) => a - b);
  if (!sorted.length) return { n: 0 };
  return {
    n: sorted.length,
    p50: round(quantile(sorted, 0.5)),
    p95: round(quantile(sorted, 0.95)),
    p99: round(quantile(sorted, 0.99)),
    max: round(sorted.at(-1)),
  };
}

export class HttpError extends Error {
  constructor(method, path, status, body) {
    super(`${method} ${path}: ${status} ${body.slice(0, 300)}`);
    this.status = status;
  }
}

/** A client of one server: JSON requests over keep-alive sockets (up to `sockets` at once). */
export function client(baseUrl, { sockets = 1 } = {}) {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const request = (method, path, { cookie, body } = {}) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method,
          path,
          agent,
          headers: {
            origin: url.origin,
            'sec-fetch-site': 'same-origin',
            'accept-encoding': 'identity',
            ...(cookie ? { cookie } : {}),
            ...(payload
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
              : {}),
          },
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ status: res.statusCode, text });
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      if (payload) req.write(payload);
      req.end();
    });
  return {
    url: url.origin,
    request,
    /** JSON of a 2xx answer, else throws HttpError. */
    async json(method, path, options) {
      const res = await request(method, path, options);
      if (res.status < 200 || res.status > 299) throw new HttpError(method, path, res.status, res.text);
      return res.text ? JSON.parse(res.text) : undefined;
    },
    /**
     * Times `count` sequential GETs of `next(i)`'s path after `warmup` untimed ones. With
     * `floorPath`, each is preceded by a GET of that path with the same cookie, timed apart
     * (`floorTimes`): the floor under the very same load, request for request.
     */
    async time(next, count, warmup = 0, floorPath) {
      const times = [];
      const floorTimes = [];
      let last;
      const get = async (path, cookie) => {
        const start = performance.now();
        const res = await request('GET', path, { cookie });
        const took = performance.now() - start;
        if (res.status !== 200) throw new HttpError('GET', path, res.status, res.text);
        return { took, text: res.text };
      };
      for (let i = 0; i < warmup + count; i++) {
        const { path, cookie } = next(i);
        if (floorPath) {
          const floor = await get(floorPath, cookie);
          if (i >= warmup) floorTimes.push(floor.took);
        }
        const { took, text } = await get(path, cookie);
        if (i >= warmup) times.push(took);
        last = text;
      }
      return { times, floorTimes, last: last ? JSON.parse(last) : undefined };
    },
    close: () => agent.destroy(),
  };
}

/**
 * A browser-style reader of GET /api/events: calls `onEvent(event, receivedAt)` for each event
 * (performance.now() when its block was read). Resolves once the stream is open (the server's
 * ': open' comment, written after the subscription is in place).
 */
export function openEvents(baseUrl, cookie, onEvent) {
  const url = new URL('/api/events', baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.get(
      url,
      {
        headers: { cookie, accept: 'text/event-stream', origin: url.origin, 'sec-fetch-site': 'same-origin' },
      },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`GET /api/events: ${res.statusCode}`));
          res.resume();
          return;
        }
        res.setEncoding('utf8');
        let buffer = '';
        let opened = false;
        res.on('data', (chunk) => {
          const at = performance.now();
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (!opened && block.startsWith(': open')) {
              opened = true;
              resolve({ close: () => req.destroy() });
            }
            const data = block
              .split('\n')
              .filter((l) => l.startsWith('data: '))
              .map((l) => l.slice(6))
              .join('\n');
            if (data) onEvent(JSON.parse(data), at);
            end = buffer.indexOf('\n\n');
          }
        });
        res.on('error', () => {});
      },
    );
    req.on('error', (error) => reject(error));
  });
}
