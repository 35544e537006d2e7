import type { ErrorCode } from '@shared/contracts/errors';

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_ERROR: 400,
  MALFORMED_JSON: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  LIMIT_REACHED: 429,
  DUPLICATE: 409,
  NOT_READY: 503,
  INTERNAL: 500,
};

/** The one error type of the API: a stable code, a message for people, and the HTTP status. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    options?: { cause?: unknown; status?: number },
  ) {
    super(message, { cause: options?.cause });
    this.name = 'AppError';
    this.status = options?.status ?? STATUS_BY_CODE[code];
  }
}

export const notFound = (what = 'The requested resource') =>
  new AppError('NOT_FOUND', `${what} was not found.`);
