import type { ErrorCode } from '@second-gear/contract';

/** A failure the client caused or may act on; mapped to `{ error, message }` by the one error handler. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  constructor(code: ErrorCode, status: number, message: string) {
    super(message);
    this.code = code;
    this.status = status;
  }
}

export class ValidationError extends AppError {
  constructor(message: string) {
    super('BAD_REQUEST', 400, message);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'Please sign in to continue.') {
    super('UNAUTHORIZED', 401, message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do that.') {
    super('FORBIDDEN', 403, message);
  }
}
/** The caller's e-mail address is not verified yet: listing a car waits for it. */
export class EmailNotVerifiedError extends AppError {
  constructor(
    message = 'Please verify your e-mail address first: follow the link we sent you, or send a new one from your dashboard.',
  ) {
    super('EMAIL_NOT_VERIFIED', 403, message);
  }
}
export class NotFoundError extends AppError {
  constructor(message = 'Not found.') {
    super('NOT_FOUND', 404, message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string) {
    super('CONFLICT', 409, message);
  }
}
/** What the request names existed but can no longer be used (an invitation used or expired): 410. */
export class GoneError extends AppError {
  constructor(message: string) {
    super('GONE', 410, message);
  }
}
/** A listing's mileage only rises: an edit lowering it is refused (409). */
export class MileageDecreaseError extends AppError {
  constructor(message: string) {
    super('MILEAGE_DECREASE', 409, message);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super('PAYLOAD_TOO_LARGE', 413, message);
  }
}
export class UnsupportedMediaTypeError extends AppError {
  constructor(message: string) {
    super('UNSUPPORTED_MEDIA_TYPE', 415, message);
  }
}
export class TooManyRequestsError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super('TOO_MANY_REQUESTS', 429, message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
/** The payment went through after the car was sold to someone else; it has been refunded. */
export class PaymentRefundedError extends AppError {
  constructor(message: string) {
    super('PAYMENT_REFUNDED', 409, message);
  }
}
/** The card gateway could not be reached or answered unexpectedly; nothing was decided, the call may be retried. */
export class GatewayError extends AppError {
  constructor(
    cause: unknown,
    message = 'The card payment service did not answer. Please try again in a moment.',
  ) {
    super('GATEWAY_ERROR', 502, message);
    this.cause = cause;
  }
}
