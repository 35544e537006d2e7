import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPublicAddress } from './public-address';

/**
 * The fetch a user's own AI base URL is called with (the key check and every generation). Before
 * each request its host is resolved and refused when any address is not public, unless the
 * operator allows private ones (AI_ALLOW_PRIVATE_USER_URLS); redirects are never followed, so a
 * public server cannot bounce the call into the server's own network. What remains is the short
 * window between this lookup and the connection's own (DNS rebinding); pinning the address would
 * need a dispatcher of undici's, which is not a dependency of ours.
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

export function guardedFetch(options: { allowPrivate: boolean; resolve?: HostLookup }): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (!options.allowPrivate) await assertPublicHost(url, options.resolve);
    return fetch(input, { ...init, redirect: 'manual' });
  };
}
