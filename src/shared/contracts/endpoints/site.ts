import { z } from 'zod';
import { clientConfigSchema } from '../client-config';
import {
  contactRequestSchema,
  contactResponseSchema,
  newsletterRequestSchema,
  newsletterResponseSchema,
} from '../contact';
import { defineEndpoint } from '../endpoint';
import { START_UP_ENDPOINTS } from './start-up';

/** The site around the app: its public configuration, health checks, contact form and newsletter. */
export const siteEndpoints = {
  config: defineEndpoint({
    ...START_UP_ENDPOINTS.config,
    access: 'public',
    tag: 'Site',
    summary: "The public part of the server's configuration (never a secret)",
    response: { kind: 'json', schema: clientConfigSchema },
  }),
  live: defineEndpoint({
    method: 'GET',
    path: '/healthz',
    access: 'public',
    tag: 'Health',
    summary: 'Liveness: 200 while the process runs',
    response: { kind: 'json', schema: z.object({ status: z.literal('ok') }) },
  }),
  ready: defineEndpoint({
    ...START_UP_ENDPOINTS.ready,
    access: 'public',
    tag: 'Health',
    summary: 'Readiness: 200 once the database is reachable and every migration is applied, else 503',
    response: {
      kind: 'json',
      schema: z.object({
        status: z.literal('ready'),
        database: z.enum(['pglite', 'postgres']),
        migrations: z.number().int().nonnegative(),
      }),
    },
    errors: ['NOT_READY'],
  }),
  contact: defineEndpoint({
    method: 'POST',
    path: '/api/contact',
    access: 'public',
    tag: 'Public site',
    summary: 'Send a message to support from the contact form (5 per minute per address)',
    body: contactRequestSchema,
    response: { kind: 'json', schema: contactResponseSchema },
    errors: ['RATE_LIMITED'],
  }),
  newsletter: defineEndpoint({
    method: 'POST',
    path: '/api/newsletter',
    access: 'public',
    tag: 'Public site',
    summary: 'Subscribe an address to the newsletter (the same answer if it already was; 10 per minute)',
    body: newsletterRequestSchema,
    response: { kind: 'json', schema: newsletterResponseSchema },
    errors: ['RATE_LIMITED'],
  }),
};
