import type { Me } from '@shared/contracts/auth';
import type { ClientConfig } from '@shared/contracts/client-config';
import { type ErrorKey, type ErrorParamsArg, englishText, errorEntry } from '@shared/errors/error-table';
import { vi } from 'vitest';

/**
 * A stand-in for the server at the network boundary: `fetch` is replaced, the app's own modules
 * run unchanged. Routes are keyed 'METHOD /path'; every call is recorded with its JSON body.
 */
export type FakeUser = Me['user'];
export type FakeHandler = (body: unknown, url: URL) => Response | Promise<Response>;

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

export const json = (status: number, body: unknown) =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export const apiError = (status: number, code: string, message: string) => json(status, { code, message });

/** An error as the server answers it: a key of the error table with its code and English text. */
export const keyedApiError = <K extends ErrorKey>(status: number, key: K, ...[params]: ErrorParamsArg<K>) =>
  json(status, {
    code: errorEntry(key, params)!.code,
    key,
    ...(params ? { params } : {}),
    message: englishText({ key, params }),
  });

export function makeUser(overrides: Partial<FakeUser> = {}): FakeUser {
  return {
    id: 'u1',
    email: 'ada@example.com',
    displayName: 'ada',
    photoURL: null,
    emailVerified: true,
    twoFactorEnabled: false,
    isAdmin: false,
    hasPassword: true,
    ...overrides,
  };
}

const DEFAULT_CONFIG: ClientConfig = {
  appName: 'Recipe Forge',
  publicUrl: 'http://localhost:3000',
  aiProvider: 'offline',
  googleSignIn: false,
  freeGenerations: 3,
  payments: 'local',
};

export interface FakeApi {
  calls: FakeCall[];
  /** The user /api/session and /api/me answer with; null: no user (and /api/me answers 401). */
  setUser(user: FakeUser | null): void;
  on(route: string, handler: FakeHandler): void;
  callsTo(route: string): FakeCall[];
}

export function installFakeApi(
  options: {
    user?: FakeUser | null;
    config?: Partial<ClientConfig>;
    routes?: Record<string, FakeHandler>;
  } = {},
): FakeApi {
  let user = options.user ?? null;
  const config = { ...DEFAULT_CONFIG, ...options.config };
  const routes = new Map<string, FakeHandler>(Object.entries(options.routes ?? {}));
  const calls: FakeCall[] = [];

  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    let body: unknown = null;
    if (typeof init?.body === 'string') body = JSON.parse(init.body);
    calls.push({ method, path: url.pathname, body });
    const handler = routes.get(`${method} ${url.pathname}`);
    if (handler) return handler(body, url);
    if (method === 'GET' && url.pathname === '/api/session') return json(200, { user });
    if (method === 'GET' && url.pathname === '/api/me')
      return user ? json(200, { user }) : apiError(401, 'UNAUTHORIZED', 'Please sign in to continue.');
    if (method === 'GET' && url.pathname === '/api/config') return json(200, config);
    return apiError(404, 'NOT_FOUND', `No fake route for ${method} ${url.pathname}`);
  });
  vi.stubGlobal('fetch', fetchStub);

  return {
    calls,
    setUser(next) {
      user = next;
    },
    on(route, handler) {
      routes.set(route, handler);
    },
    callsTo(route) {
      const [method, path] = route.split(' ');
      return calls.filter((c) => c.method === method && c.path === path);
    },
  };
}
