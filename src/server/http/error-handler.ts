import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import type { ApiError } from '@shared/contracts/errors';
import { type PlainErrorKey, renderErrorText } from '@shared/errors/error-table';
import type { Language } from '@shared/preference-options';
import { requestLanguage } from '../i18n/request-language';
import { AppError } from './app-error';
import { describeZodError } from './validation';

/** Fastify's own error codes, translated into our keys. */
const FASTIFY_KEYS: Record<string, PlainErrorKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.malformedJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request.emptyJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request.bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'request.contentLengthMismatch',
  FST_ERR_CTP_INVALID_TYPE: 'request.invalidContentType',
  FST_ERR_BAD_URL: 'request.malformedUrl',
  FST_ERR_ASYNC_CONSTRAINT: 'request.unroutable',
};

/** The body of an AppError: its key, its parameters when it has any, and the English text. */
export function appErrorBody(error: AppError): ApiError {
  return {
    code: error.code,
    message: error.message,
    key: error.key,
    ...(error.params ? { params: error.params } : {}),
  };
}

/** A schema's refusal: the summary names each field with its contract's message. */
const validationError = (error: ZodError) =>
  new AppError('request.invalid', { details: describeZodError(error) });

/**
 * The answer to an error. `language` words a schema's refusal (its `details`, which the browser
 * shows inside its own translated sentence) in the reader's language; `message` stays English.
 */
export function toApiError(
  error: unknown,
  language: Language = 'en',
): { status: number; body: ApiError; internal: boolean } {
  const answer = (appError: AppError, status = appError.status) => {
    const body = appErrorBody(appError);
    const zodError = error instanceof ZodError ? error : (error as { cause?: unknown })?.cause;
    if (appError.key === 'request.invalid' && language !== 'en' && zodError instanceof ZodError)
      body.params = { ...body.params, details: describeZodError(zodError, language) };
    return { status, body, internal: status >= 500 };
  };
  if (error instanceof AppError) return answer(error);
  if (error instanceof ZodError) return answer(validationError(error));
  const fastifyError = error as Partial<FastifyError>;
  // Route schema validation (see applyZodValidation): the ZodError is its cause.
  if (fastifyError.code === 'FST_ERR_VALIDATION')
    return answer(
      fastifyError.cause instanceof ZodError
        ? validationError(fastifyError.cause)
        : new AppError('request.invalidUnspecified'),
    );
  const key = fastifyError.code ? FASTIFY_KEYS[fastifyError.code] : undefined;
  if (key) return answer(new AppError(key), fastifyError.statusCode ?? 400);
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) {
    // A client error raised by Fastify or a plugin we have no key for: its message is written
    // for clients, but keep the code generic.
    const details = fastifyError.message ?? 'Bad request.';
    return {
      status,
      body: {
        code: status === 429 ? 'RATE_LIMITED' : 'BAD_REQUEST',
        message: renderErrorText('request.refused', { details }),
        key: 'request.refused',
        params: { details },
      },
      internal: false,
    };
  }
  return { ...answer(new AppError('request.internal')), internal: true };
}

/** One error handler for the whole API: `{ code, message, key, params }`, causes only in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body, internal } = toApiError(error, requestLanguage(request.headers));
    if (internal) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, key: body.key, status }, body.message);
    if (reply.sent || reply.raw.headersSent) return;
    void reply.status(status).type('application/json; charset=utf-8').send(body);
  });
}
