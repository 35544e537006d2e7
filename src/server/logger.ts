import type { FastifyServerOptions } from 'fastify';
import type { Env } from './env';
import { serializeErrorForLog } from './error-log-serializer';

/**
 * pino options: JSON lines, credentials never written even when a request carries them, and
 * errors written without the values a failed query carried (error-log-serializer.ts).
 */
export function loggerOptions(env: Pick<Env, 'LOG_LEVEL'>): FastifyServerOptions['logger'] {
  if (env.LOG_LEVEL === 'silent') return false;
  return {
    level: env.LOG_LEVEL,
    serializers: { err: serializeErrorForLog },
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
