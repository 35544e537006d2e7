import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/**
 * A browser-like client over app.inject: keeps cookies between calls and sends the Origin and
 * Sec-Fetch-Site headers a same-site page would.
 */
export class HttpSession {
  private readonly cookies = new Map<string, string>();
  constructor(
    private readonly app: FastifyInstance,
    private readonly origin: string,
    private readonly ip = '127.0.0.1',
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  hasCookies() {
    return this.cookies.size > 0;
  }

  copy(ip = this.ip): HttpSession {
    const other = new HttpSession(this.app, this.origin, ip);
    for (const [k, v] of this.cookies) other.cookies.set(k, v);
    return other;
  }

  private remember(res: LightMyRequestResponse) {
    for (const cookie of res.cookies as Array<{
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }>) {
      const expired =
        cookie.maxAge === 0 ||
        (cookie.expires && cookie.expires.getTime() < Date.now()) ||
        cookie.value === '';
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  async request(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const res = await this.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers: {
        origin: this.origin,
        'sec-fetch-site': 'same-origin',
        ...(this.cookies.size ? { cookie: this.cookieHeader } : {}),
        ...headers,
      },
      ...(body !== undefined
        ? { payload: body as Record<string, unknown> }
        : method === 'POST'
          ? { payload: {} }
          : {}),
    });
    this.remember(res);
    return res;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, undefined, headers);
  }

  post(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', url, body, headers);
  }

  delete(url: string, headers?: Record<string, string>) {
    return this.request('DELETE', url, undefined, headers);
  }
}
