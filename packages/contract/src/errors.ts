import { z } from 'zod';

/** Stable error codes: the web app branches on these, never on message text. */
export const errorCodes = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  /** The caller must verify their e-mail address first (403). */
  'EMAIL_NOT_VERIFIED',
  'NOT_FOUND',
  /** The request was not received in full in time (408). */
  'REQUEST_TIMEOUT',
  'CONFLICT',
  /** A listing's mileage may only rise: the edit would lower it (409). */
  'MILEAGE_DECREASE',
  /** What the request names existed but is no longer usable: an invitation used or expired (410). */
  'GONE',
  'PAYLOAD_TOO_LARGE',
  'URI_TOO_LONG',
  'UNSUPPORTED_MEDIA_TYPE',
  /** The request's headers (its address among them) are over the server's limit (431). */
  'HEADERS_TOO_LARGE',
  'TOO_MANY_REQUESTS',
  'NOT_CONFIGURED',
  /** The payment went through after the car was sold to someone else, and was refunded (409). */
  'PAYMENT_REFUNDED',
  /** The gateway could not be reached or answered unexpectedly (502). */
  'GATEWAY_ERROR',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorBody = z.object({
  error: z.enum(errorCodes),
  message: z.string(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** The code of an error answer that carries no body of ours (a proxy's, the framework's own). */
export const errorCodeByStatus: Readonly<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  410: 'GONE',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  431: 'HEADERS_TOO_LARGE',
  501: 'NOT_CONFIGURED',
  502: 'GATEWAY_ERROR',
};

/** What an error answer of each status means, as the API description says it. */
export const errorMeanings = {
  400: 'The request is not valid: a path parameter, the query or the body breaks the contract',
  401: 'No sign-in, or one that has expired or ended',
  403: 'Signed in, but not allowed to do this',
  404: 'No such thing, or not one the caller may see',
  409: 'The request conflicts with the current state of the thing',
  410: 'It existed, but is used up or expired',
  413: 'The request body is too large',
  415: 'The body is not of a type this route reads',
  429: 'Too many requests: try again after the Retry-After seconds',
  500: 'Something went wrong on the server',
  501: 'The server is not configured for this',
  502: 'The card gateway could not be reached or answered unexpectedly',
} as const;
export type ErrorStatus = keyof typeof errorMeanings;

/** The `{ error, message }` answers of the given statuses, for a route's response schema. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]) {
  return Object.fromEntries(
    statuses.map((status) => [status, errorBody.describe(errorMeanings[status])]),
  ) as Record<S, typeof errorBody>;
}
