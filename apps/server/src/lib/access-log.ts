import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One line per request, written when its answer is done: method, route (the pattern, so no e-mail address or id from
 * the path lands in the log), status, duration and the request id; never headers, so never a token or a cookie.
 * Fastify's own pair of lines (incoming, completed) with their serialized request and reply are not written.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? null,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }

  override routeNotFound(): void {}
}
