import type { IncomingMessage } from 'node:http';
import fastifyPlugin from 'fastify-plugin';

/** Refused bodies up to this size are read to their end first; a larger one is cut off (its sender may lose the answer). */
const drainLimitBytes = 64 * 1024 * 1024;

/**
 * An answer sent while the client is still writing its body (a 413 decided from Content-Length, a 401 before an
 * upload is read) is followed by Node closing the socket; the kernel then answers the client's next bytes with a
 * reset, which discards the answer it has not read yet. So the rest of the body is read and dropped before answering.
 */
export const deliveredRefusals = fastifyPlugin(
  async (app) => {
    app.addHook('onSend', (request, _reply, payload, done) => {
      // Injected requests (no socket) have no `complete` flag and nothing to drain. Nearly every request has read its
      // body already: it goes on without a promise.
      if (request.raw.complete === false) void drain(request.raw).then(() => done(null, payload));
      else done(null, payload);
    });
  },
  { name: 'delivered-refusals' },
);

async function drain(body: IncomingMessage): Promise<void> {
  if (body.destroyed || Number(body.headers['content-length']) > drainLimitBytes) return;
  // A multipart parser that gave up may still hold the stream and stall it with backpressure.
  body.unpipe();
  await new Promise<void>((resolve) => {
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > drainLimitBytes) finish();
    };
    const finish = () => {
      body.off('data', onData).off('end', finish).off('close', finish).off('error', finish);
      resolve();
    };
    body.on('data', onData).once('end', finish).once('close', finish).once('error', finish);
    body.resume();
  });
}
