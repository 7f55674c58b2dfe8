import type { ErrorCode } from '@second-gear/contract';
import { errorMessage, said, type ErrorText } from './error-texts.ts';

/** What an error says: English words, or a message of the errors' catalogue, spoken in the caller's language. */
type Message = string | ErrorText;

/** A failure the client caused or may act on; mapped to `{ error, message }` by the one error handler. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** The message's id in the errors' catalogue, when it has one: the answer speaks the caller's language. */
  readonly text: ErrorText | undefined;
  constructor(code: ErrorCode, status: number, message: Message) {
    super(typeof message === 'string' ? message : errorMessage(message, 'en'));
    this.code = code;
    this.status = status;
    this.text = typeof message === 'string' ? undefined : message;
  }
}

export class ValidationError extends AppError {
  constructor(message: Message) {
    super('BAD_REQUEST', 400, message);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message: Message = said('signIn')) {
    super('UNAUTHORIZED', 401, message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message: Message = said('notAllowed')) {
    super('FORBIDDEN', 403, message);
  }
}
/** The caller's e-mail address is not verified yet: listing a car waits for it. */
export class EmailNotVerifiedError extends AppError {
  constructor(message: Message = said('verifyEmail')) {
    super('EMAIL_NOT_VERIFIED', 403, message);
  }
}
export class NotFoundError extends AppError {
  constructor(message: Message = said('notFound')) {
    super('NOT_FOUND', 404, message);
  }
}
export class ConflictError extends AppError {
  constructor(message: Message) {
    super('CONFLICT', 409, message);
  }
}
/** What the request names existed but can no longer be used (an invitation used or expired): 410. */
export class GoneError extends AppError {
  constructor(message: Message) {
    super('GONE', 410, message);
  }
}
/** A listing's mileage only rises: an edit lowering it is refused (409). */
export class MileageDecreaseError extends AppError {
  constructor(message: Message) {
    super('MILEAGE_DECREASE', 409, message);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message: Message) {
    super('PAYLOAD_TOO_LARGE', 413, message);
  }
}
export class UnsupportedMediaTypeError extends AppError {
  constructor(message: Message) {
    super('UNSUPPORTED_MEDIA_TYPE', 415, message);
  }
}
export class TooManyRequestsError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(message: Message, retryAfterSeconds: number) {
    super('TOO_MANY_REQUESTS', 429, message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
/** The payment went through after the car was sold to someone else; it has been refunded. */
export class PaymentRefundedError extends AppError {
  constructor(message: Message) {
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
