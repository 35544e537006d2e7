import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { marketplacePurchaseEndpoints } from '@shared/contracts/endpoints/marketplace-purchase';

/**
 * Where this process itself answers HTTP: the local provider delivers its webhooks there, by a
 * real request, so they cross the same parsing, signature check and fulfilment as Stripe's.
 */
export function ownWebhookUrl(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') throw new Error('the server is not listening on a TCP port');
  const host = address.address === '::' || address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
  const hostPart = host.includes(':') ? `[${host}]` : host;
  return `http://${hostPart}:${address.port}${marketplacePurchaseEndpoints.localWebhook.path}`;
}
