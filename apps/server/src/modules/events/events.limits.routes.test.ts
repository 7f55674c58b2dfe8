import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../../../test/event-stream.ts';
import { capturedLogs } from '../../../test/log-lines.ts';
import { buildTestApp } from '../../../test/test-app.ts';

const { logger, lines } = capturedLogs();
const { app } = await buildTestApp({ logger, liveStreamsPerAddress: 3 });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const streams: Awaited<ReturnType<typeof openEventStream>>[] = [];
afterAll(async () => {
  for (const stream of streams) await stream.close();
});

const open = async (path = '/api/events/cars') => {
  const stream = await openEventStream(`${base}${path}`);
  streams.push(stream);
  return stream;
};

describe('live event streams from one address', () => {
  it('are limited to LIVE_STREAMS_PER_ADDRESS at once, with a readable 429 past it, public and private alike', async () => {
    const held = [await open(), await open(), await open('/api/events')];
    expect(held.map((stream) => stream.status)).toEqual([200, 200, 401]);
    await Promise.all(held.slice(0, 2).map((stream) => stream.next((event) => event.event === 'ready')));
    const third = await open();
    await third.next((event) => event.event === 'ready');

    const refused = await fetch(`${base}/api/events/cars`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: 'TOO_MANY_REQUESTS', message: expect.any(String) });

    // Streams opened all at once cannot slip past the limit while the first ones are still being set up.
    await held[0]!.close();
    const burst = await Promise.all(Array.from({ length: 5 }, () => open()));
    expect(burst.map((stream) => stream.status).sort()).toEqual([200, 429, 429, 429, 429]);
  });

  it("logs each stream's end with its route and how long it was open", async () => {
    lines.length = 0;
    for (const stream of streams) await stream.close();
    const ended = () => lines.filter((line) => line.route === '/api/events/cars' && line.status === 200);
    await expect.poll(() => ended().length).toBe(3);
    for (const line of ended()) {
      expect(line).toEqual(
        expect.objectContaining({
          msg: 'request',
          method: 'GET',
          ms: expect.any(Number),
          reqId: expect.any(String),
        }),
      );
      expect(line.ms).toBeGreaterThan(0);
    }
  });
});
