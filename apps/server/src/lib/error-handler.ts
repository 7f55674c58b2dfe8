import { errorCodeByStatus, languageFromHeader, type ErrorBody } from '@second-gear/contract';
import { METHODS, STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type {
  ConnectionError,
  FastifyBaseLogger,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { SecurityHeaders } from '../plugins/security-headers.ts';
import { logUnrouted, routeOf } from './access-log.ts';
import { errorMessage, said } from './error-texts.ts';
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
      // A message with an id is spoken in the caller's language (the web app sends its page's as Accept-Language).
      const message = error.text
        ? errorMessage(error.text, languageFromHeader(request.headers['accept-language']))
        : error.message;
      return reply.status(error.status).send({ error: error.code, message } satisfies ErrorBody);
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
      message: errorMessage(said('internal'), languageFromHeader(request.headers['accept-language'])),
    } satisfies ErrorBody);
  });
}

/** An answer to a request no route took, with the headers every answer carries. */
function unroutedAnswer(status: number, message: string, headers: SecurityHeaders) {
  const body = JSON.stringify({
    error: errorCodeByStatus[status] ?? 'BAD_REQUEST',
    message,
  } satisfies ErrorBody);
  return {
    status,
    body,
    headers: [
      ...headers,
      ['content-type', 'application/json; charset=utf-8'],
      ['content-length', String(Buffer.byteLength(body))],
    ] as const,
  };
}

/** What Node's HTTP parser refused, as the client is told. */
function parserRefusal(code: string | undefined): { status: number; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, message: "The request's headers or address are too long." };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, message: 'The request did not arrive in time.' };
  }
  return { status: 400, message: 'The request could not be read.' };
}

/**
 * Failures met before any route runs: those of the router (an address part over the length limit, a malformed
 * escape) and those of Node's HTTP parser (headers or an address over its size limit, a request that is not HTTP, one
 * that does not arrive in time). They get the same `{ error, message }` body and security headers as any other
 * answer, never echo the address, and are logged as one access line without a route.
 */
export function unroutedErrors(headers: SecurityHeaders, log: FastifyBaseLogger) {
  const frameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const started = performance.now();
    const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
    const answer = unroutedAnswer(
      tooLong ? 414 : 400,
      tooLong ? 'A part of the address is too long.' : 'The address is not valid.',
      headers,
    );
    reply.raw.once('close', () =>
      logUnrouted(request.log, request.method, answer.status, performance.now() - started),
    );
    for (const [name, value] of answer.headers) reply.header(name, value);
    return reply.status(answer.status).send(answer.body);
  };

  const clientErrorHandler = (error: ConnectionError, socket: Socket) => {
    // A reset connection has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const refusal = parserRefusal(error.code);
    logUnrouted(log, requestMethod(error.rawPacket), refusal.status);
    // An answer already on its way on this connection cannot be followed by another.
    const pending = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
    if (!socket.writable || pending?.headersSent) {
      socket.destroy(error);
      return;
    }
    const answer = unroutedAnswer(refusal.status, refusal.message, headers);
    const head = [
      `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}`,
      ...answer.headers.map(([name, value]) => `${name}: ${value}`),
      'connection: close',
    ];
    socket.end(`${head.join('\r\n')}\r\n\r\n${answer.body}`);
  };

  return { frameworkErrors, clientErrorHandler };
}

/** The method a refused request began with, when what the parser was given (a Buffer) starts with one. */
function requestMethod(rawPacket: unknown): string | null {
  if (!Buffer.isBuffer(rawPacket)) return null;
  const method = rawPacket.subarray(0, 16).toString('latin1').split(' ', 1)[0];
  return method && METHODS.includes(method) ? method : null;
}
