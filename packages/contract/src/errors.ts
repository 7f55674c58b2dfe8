import { z } from 'zod';

/** Stable error codes: the web app branches on these, never on message text. */
export const errorCodes = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'NOT_CONFIGURED',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorBody = z.object({
  error: z.enum(errorCodes),
  message: z.string(),
});
export type ErrorBody = z.infer<typeof errorBody>;
