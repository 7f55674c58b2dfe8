import { errorCodeByStatus, type ErrorBody } from '@second-gear/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { routeOf } from './access-log.ts';
import { AppError, TooManyRequestsError } from './errors.ts';

/** The one place where failures become HTTP answers: `{ error, message }`, never a stack trace. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds));
      if (error.status === 401 || error.status === 403) {
        request.log.warn({ event: 'denied', status: error.status, route: routeOf(request) }, error.message);
      }
      if (error.status >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      return reply
        .status(error.status)
        .send({ error: error.code, message: error.message } satisfies ErrorBody);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = error.validation
        .map((issue) => {
          const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
          return field ? `${field}: ${issue.message}` : (issue.message ?? 'invalid value');
        })
        .join('; ');
      return reply.status(400).send({ error: 'BAD_REQUEST', message: `Invalid request. ${message}` });
    }
    const status = error.statusCode ?? 500;
    const code = errorCodeByStatus[status];
    if (status < 500 && code) {
      return reply.status(status).send({ error: code, message: error.message } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({
      error: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
    } satisfies ErrorBody);
  });
}

/**
 * Failures the router meets before any route runs (an address part over the length limit, a malformed escape): the
 * same `{ error, message }` body, without echoing the address back.
 */
export const frameworkErrors = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  return reply.status(tooLong ? 414 : 400).send({
    error: tooLong ? 'URI_TOO_LONG' : 'BAD_REQUEST',
    message: tooLong ? 'A part of the address is too long.' : 'The address is not valid.',
  } satisfies ErrorBody);
};
