import { z } from 'zod';
import { ERROR_KEYS } from '../errors/error-table';

/**
 * Every error the API answers with has this shape: `code` is the category (it gives the status),
 * `key` names the error in the error table (shared/errors) and `params` fill its text; `message`
 * is that text in English, for clients that show it as it is.
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_ERROR',
  'MALFORMED_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'RATE_LIMITED',
  'LIMIT_REACHED',
  'DUPLICATE',
  'NOT_READY',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const apiErrorSchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  key: z.enum(ERROR_KEYS),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
