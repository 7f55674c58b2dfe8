import { randomBytes } from 'node:crypto';

/** The random part of the sandbox's ids and keys (`pi_<token>`), in the letters and digits Stripe's ids use. */
export const token = (bytes = 12) => randomBytes(bytes).toString('base64url').replace(/[-_]/g, '0');

/** An error as Stripe's API answers it: `{ error: { type, code, message, param } }`. */
export interface StripeError {
  type: 'card_error' | 'invalid_request_error' | 'api_error' | 'idempotency_error';
  code?: string;
  decline_code?: string;
  param?: string;
  message: string;
  payment_intent?: object;
}

export class SandboxError extends Error {
  readonly status: number;
  readonly body: StripeError;
  constructor(status: number, body: StripeError) {
    super(body.message);
    this.status = status;
    this.body = body;
  }
}

/** Stripe's 404 for an id it does not know. */
export function missing(
  kind: string,
  id: string,
  param = kind === 'payment_intent' ? 'intent' : 'id',
): never {
  throw new SandboxError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${kind}: '${id}'`,
  });
}

export function invalidRequest(message: string, param?: string, code = 'parameter_invalid'): never {
  throw new SandboxError(400, {
    type: 'invalid_request_error',
    code,
    message,
    ...(param ? { param } : {}),
  });
}
