import { type LookupAddress, lookup as dnsLookup } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { Agent, fetch as undiciFetch } from 'undici';
import { isPublicAddress } from './public-address';

/**
 * The fetch a user's own AI base URL is called with (the key check and every generation). Its
 * host is refused when any address it resolves to is not public, unless the operator allows
 * private ones (AI_ALLOW_PRIVATE_USER_URLS); redirects are never followed, so a public server
 * cannot bounce the call into the server's own network. The check runs twice: before the request
 * (a clear error early) and inside the connection's own DNS lookup, whose addresses are the ones
 * connected to. A name that answers a public address first and a private one a moment later (DNS
 * rebinding) is refused by the second check.
 */
export class PrivateAddressError extends Error {
  constructor(readonly host: string) {
    super(`${host} resolves to an address that is not public`);
    this.name = 'PrivateAddressError';
  }
}

export type HostLookup = (host: string) => Promise<string[]>;

const systemLookup: HostLookup = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/** Refuses a URL whose host is, or resolves to, a non-public address. DNS errors pass through. */
export async function assertPublicHost(url: URL, resolve: HostLookup = systemLookup): Promise<void> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : await resolve(host);
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) throw new PrivateAddressError(host);
}

type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;
/** The connection's resolver: node:dns's lookup signature, answering every address of a name. */
export type ConnectLookup = (host: string, callback: (error: Error | null, addresses: LookupAddress[]) => void) => void;

const systemConnectLookup: ConnectLookup = (host, callback) =>
  dnsLookup(host, { all: true, verbatim: true }, (error, addresses) => callback(error, addresses ?? []));

/** A connection lookup that connects only to public addresses. */
function publicOnlyLookup(resolve: ConnectLookup) {
  return (host: string, options: { all?: boolean }, callback: LookupCallback) => {
    resolve(host, (error, addresses) => {
      if (error) return callback(error, []);
      if (addresses.length === 0 || !addresses.every((a) => isPublicAddress(a.address)))
        return callback(new PrivateAddressError(host), []);
      if (options?.all) return callback(null, addresses);
      const [first] = addresses as [LookupAddress];
      callback(null, first.address, first.family);
    });
  };
}

export function guardedFetch(options: {
  allowPrivate: boolean;
  resolve?: HostLookup;
  connectLookup?: ConnectLookup;
}): typeof fetch {
  if (options.allowPrivate) return (input, init) => fetch(input, { ...init, redirect: 'manual' });
  const dispatcher = new Agent({ connect: { lookup: publicOnlyLookup(options.connectLookup ?? systemConnectLookup) } });
  return (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    await assertPublicHost(url, options.resolve);
    try {
      return await undiciFetch(url, { ...(init as object), redirect: 'manual', dispatcher });
    } catch (error) {
      // undici says "fetch failed"; the refusal itself is its cause.
      const cause = (error as { cause?: unknown }).cause;
      throw cause instanceof PrivateAddressError ? cause : error;
    }
  }) as unknown as typeof fetch;
}
