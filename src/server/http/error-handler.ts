import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import type { ApiError, ErrorCode } from '@shared/contracts/errors';
import { AppError } from './app-error';
import { describeZodError } from './validation';

/** Fastify's own error codes, translated into ours with a message a person can act on. */
const FASTIFY_CODES: Record<string, { code: ErrorCode; message: (e: FastifyError) => string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: 'MALFORMED_JSON',
    message: () => 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'MALFORMED_JSON',
    message: () => 'The request body is empty but its content type says JSON.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: () => 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: () => 'This content type is not supported here. Send application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'BAD_REQUEST',
    message: () => 'The Content-Length header does not match the body.',
  },
  FST_ERR_CTP_INVALID_TYPE: { code: 'BAD_REQUEST', message: () => 'The Content-Type header is invalid.' },
  FST_ERR_BAD_URL: { code: 'BAD_REQUEST', message: () => 'The request URL is malformed.' },
  FST_ERR_ASYNC_CONSTRAINT: { code: 'BAD_REQUEST', message: () => 'The request could not be routed.' },
};

export function toApiError(error: unknown): { status: number; body: ApiError; internal: boolean } {
  if (error instanceof AppError)
    return {
      status: error.status,
      body: { code: error.code, message: error.message },
      internal: error.status >= 500,
    };
  if (error instanceof ZodError) {
    return {
      status: 400,
      body: { code: 'VALIDATION_ERROR', message: describeZodError(error) },
      internal: false,
    };
  }
  const fastifyError = error as Partial<FastifyError>;
  // Route schema validation (see applyZodValidation): the message is already the zod summary.
  if (fastifyError.code === 'FST_ERR_VALIDATION') {
    const message =
      fastifyError.cause instanceof ZodError ? describeZodError(fastifyError.cause) : 'Invalid request.';
    return { status: 400, body: { code: 'VALIDATION_ERROR', message }, internal: false };
  }
  const mapped = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (mapped) {
    const status = fastifyError.statusCode ?? 400;
    return {
      status,
      body: { code: mapped.code, message: mapped.message(fastifyError as FastifyError) },
      internal: false,
    };
  }
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) {
    // A client error raised by Fastify or a plugin we have no translation for: its message is
    // written for clients, but keep the code generic.
    return {
      status,
      body: {
        code: status === 429 ? 'RATE_LIMITED' : 'BAD_REQUEST',
        message: fastifyError.message ?? 'Bad request.',
      },
      internal: false,
    };
  }
  return {
    status: 500,
    body: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
    internal: true,
  };
}

/** One error handler for the whole API: `{ code, message }`, internal causes only in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body, internal } = toApiError(error);
    if (internal) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status }, body.message);
    if (reply.sent || reply.raw.headersSent) return;
    void reply.status(status).type('application/json; charset=utf-8').send(body);
  });
}
