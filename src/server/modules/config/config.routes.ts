import type { FastifyInstance } from 'fastify';
import { APP_NAME } from '@shared/constants';
import type { ClientConfig } from '@shared/contracts/client-config';
import { siteEndpoints } from '@shared/contracts/endpoints/site';
import type { Env } from '../../env';
import { endpointRoutes } from '../../http/endpoint-routes';

/** The public part of the configuration, for the browser. Never a secret. */
export function clientConfig(env: Env): ClientConfig {
  return {
    appName: APP_NAME,
    publicUrl: env.PUBLIC_URL,
    aiProvider: env.AI_PROVIDER,
    googleSignIn: Boolean(env.GOOGLE_CLIENT_ID),
    freeGenerations: env.FREE_GENERATIONS,
    payments: env.STRIPE_SECRET_KEY ? 'stripe' : 'local',
  };
}

export async function configRoutes(app: FastifyInstance, options: { env: Env }): Promise<void> {
  const body = clientConfig(options.env);
  endpointRoutes(app)(siteEndpoints.config, async () => body);
}
