import type { FastifyServerOptions } from 'fastify';
import type { Env } from './env';

/** pino options: JSON lines, and credentials never written even when a request carries them. */
export function loggerOptions(env: Pick<Env, 'LOG_LEVEL'>): FastifyServerOptions['logger'] {
  if (env.LOG_LEVEL === 'silent') return false;
  return {
    level: env.LOG_LEVEL,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-api-key"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.apiKey',
        '*.secret',
      ],
      censor: '[redacted]',
    },
  };
}
