import type { ErrorCode } from '@shared/contracts/errors';
import {
  ERROR_TABLE,
  type ErrorKey,
  type ErrorParams,
  errorEntry,
  type KeyedError,
  renderErrorText,
} from '@shared/errors/error-table';

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

interface AppErrorOptions {
  cause?: unknown;
  /** Another status than the key's category gives (a provider's failure relayed as 502). */
  status?: number;
}

/** The parameters, optional for a key whose text has none, then the options. */
type AppErrorArgs<K extends ErrorKey> = keyof ErrorParams<K> extends never
  ? [params?: ErrorParams<K>, options?: AppErrorOptions]
  : [params: ErrorParams<K>, options?: AppErrorOptions];

/**
 * The one error type of the API: a key of the error table (shared/errors) with its parameters.
 * The key's category is the `code` and gives the HTTP status; `message` is its English text, as
 * the API answers it and the log shows it. The web words the key itself.
 */
export class AppError<K extends ErrorKey = ErrorKey> extends Error {
  readonly key: ErrorKey;
  readonly params: KeyedError['params'];
  readonly code: ErrorCode;
  readonly status: number;
  constructor(key: K, ...[params, options]: AppErrorArgs<K>) {
    super((renderErrorText as (key: K, params?: ErrorParams<K>) => string)(key, params), {
      cause: options?.cause,
    });
    this.name = 'AppError';
    this.key = key;
    this.params = params && Object.keys(params).length > 0 ? params : undefined;
    this.code = (errorEntry(key, params) ?? ERROR_TABLE['request.internal']).code;
    this.status = options?.status ?? STATUS_BY_CODE[this.code];
  }
}
