import type { ErrorCode } from '@second-gear/contract';

/** A failed API call, carrying the server's stable error code: branch on `code`, never on `message`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;

  constructor(status: number, code: ErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}
