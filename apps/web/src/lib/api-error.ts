import type { ErrorCode } from '@second-gear/contract';
import { libCatalogue } from './texts';

interface ApiErrorOptions extends ErrorOptions {
  /** The authentication provider's own code (`INVALID_EMAIL_OR_PASSWORD`), when it answered. */
  providerCode?: string;
}

/** A failed API call, carrying the server's stable error code: branch on `code`, never on `message`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly providerCode: string | undefined;

  constructor(status: number, code: ErrorCode, message: string, options: ApiErrorOptions = {}) {
    super(message, options);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.providerCode = options.providerCode;
  }
}

/** A message a person can read, whatever was thrown. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof TypeError) return libCatalogue.t('unreachable');
  if (error instanceof Error && error.message) return error.message;
  return libCatalogue.t('unknownFailure');
}

/** `fetch` rejects only when the server could not be reached; that becomes an ApiError with a readable message. */
export function unreachable(cause: unknown): unknown {
  if (cause instanceof DOMException && cause.name === 'AbortError') return cause;
  return new ApiError(0, 'INTERNAL', libCatalogue.t('unreachable'), { cause });
}
