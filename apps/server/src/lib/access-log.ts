import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';

/** The route's pattern (`/api/seller/:email`), never the address itself: no e-mail address, id or query in a log. */
export const routeOf = (request: FastifyRequest): string | null => request.routeOptions.url ?? null;

/** Stands for the route of a request refused before routing (its address is never written). */
export const unroutedRoute = '(unrouted)';

const roundedMs = (ms: number) => Math.round(ms * 10) / 10;

/** Errors that only say the client went away before its answer was written in full. */
const clientLeftCodes = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ECONNABORTED']);
const clientLeft = (error: Error) => clientLeftCodes.has((error as NodeJS.ErrnoException).code ?? '');

interface AccessLineFields {
  method: string | null;
  route: string | null;
  status: number;
  ms?: number;
  aborted?: true;
}

/**
 * One request's line, from an object made for it (its `ms` is rounded in place: one object per request, not a copy);
 * `ms` is absent for a request that never fully arrived.
 */
export function accessLine(log: FastifyBaseLogger, line: AccessLineFields): void {
  if (line.ms !== undefined) line.ms = roundedMs(line.ms);
  log.info(line, 'request');
}

/** The access line of a request refused before any route ran; `method` is null when the request could not be read. */
export const logUnrouted = (log: FastifyBaseLogger, method: string | null, status: number, ms?: number) =>
  accessLine(log, { method, route: unroutedRoute, status, ms });

/**
 * One line per request, written when its answer is done: method, route (the pattern, so no e-mail address or id from
 * the path lands in the log), status, duration and the request id; never headers, so never a token or a cookie.
 * Fastify's own pair of lines (incoming, completed) with their serialized request and reply are not written, and its
 * other lines about a request name the route, not the serialized request (whose `url` holds the address).
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = this.line(request, reply);
    if (error && !clientLeft(error)) reply.log.error({ ...line, err: error }, 'request failed');
    else {
      if (error) line.aborted = true;
      accessLine(reply.log, line);
    }
  }

  /** An answer cut off while it streamed: a client that left is a request like any other (at info), marked aborted. */
  override streamError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    const line = this.line(request, reply);
    if (clientLeft(error)) {
      line.aborted = true;
      accessLine(reply.log, line);
    } else reply.log.warn({ ...line, err: error }, 'the answer was cut off');
  }

  private line(request: FastifyRequest, reply: FastifyReply): AccessLineFields {
    return {
      method: request.method,
      route: routeOf(request),
      status: reply.statusCode,
      ms: roundedMs(reply.elapsedTime),
    };
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    const line = { route: routeOf(request), status: reply.statusCode, err: error };
    if (reply.statusCode >= 500) reply.log.error(line, 'request failed');
    else reply.log.info(line, 'request refused');
  }

  override writeHeadError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    reply.log.warn({ route: routeOf(request), err: error }, 'the answer could not be started');
  }

  override routeNotFound(): void {}
}
