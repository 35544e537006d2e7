import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertPublicHost, guardedFetch, PrivateAddressError } from './guarded-fetch';

describe('assertPublicHost', () => {
  const resolvesTo =
    (...addresses: string[]) =>
    async () =>
      addresses;

  it('refuses IP literals in private, loopback, link-local and mapped forms', async () => {
    for (const url of [
      'http://127.0.0.1:11434/v1',
      'http://[::1]/v1',
      'http://[::ffff:127.0.0.1]/v1',
      'http://[::ffff:a9fe:a9fe]/',
      'http://169.254.169.254/latest/meta-data',
      'http://0x7f.1/v1', // the URL parser reads it as 127.0.0.1
      'http://2130706433/', // and this one too
      'http://[fe80::1]/',
      'http://10.0.0.5/',
    ])
      await expect(assertPublicHost(new URL(url)), url).rejects.toBeInstanceOf(PrivateAddressError);
  });

  it('refuses a name that resolves to localhost, even when one of its addresses is public', async () => {
    await expect(assertPublicHost(new URL('http://localhost:8080/v1'))).rejects.toBeInstanceOf(
      PrivateAddressError,
    );
    await expect(
      assertPublicHost(new URL('https://mixed.example/v1'), resolvesTo('8.8.8.8', '192.168.1.10')),
    ).rejects.toBeInstanceOf(PrivateAddressError);
  });

  it('accepts a name whose addresses are all public', async () => {
    await expect(
      assertPublicHost(new URL('https://api.example.com/v1'), resolvesTo('93.184.216.34', '2606:2800::1')),
    ).resolves.toBeUndefined();
  });
});

describe('guardedFetch', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((_req, res) => {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' });
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('refuses a private host before connecting when private addresses are not allowed', async () => {
    await expect(guardedFetch({ allowPrivate: false })(`${base}/v1/models`)).rejects.toBeInstanceOf(
      PrivateAddressError,
    );
  });

  it('never follows a redirect, even when private addresses are allowed', async () => {
    const res = await guardedFetch({ allowPrivate: true })(`${base}/v1/models`);
    expect(res.status).toBe(302);
  });

  it('refuses a name that answers a public address to the check and a private one to the connection (DNS rebinding)', async () => {
    const port = (server.address() as AddressInfo).port;
    const asked: string[] = [];
    const guarded = guardedFetch({
      allowPrivate: false,
      resolve: async () => ['93.184.216.34'],
      connectLookup: (host, callback) => {
        asked.push(host);
        callback(null, [{ address: '127.0.0.1', family: 4 }]);
      },
    });
    await expect(guarded(`http://rebind.test:${port}/v1/models`)).rejects.toBeInstanceOf(PrivateAddressError);
    expect(asked).toEqual(['rebind.test']);
  });
});
