import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bearer, signedUpAccount } from './sessions.ts';
import { capturedLogs } from './log-lines.ts';
import { buildTestApp } from './test-app.ts';

const { logger, lines, written } = capturedLogs();
const { app, uploadsDir } = await buildTestApp({ logger });
const buyer = await signedUpAccount(app, 'buyer');
const seller = await signedUpAccount(app, 'seller');

/** The access lines of requests made by `make`, and everything written meanwhile. */
async function logged(make: () => Promise<unknown>) {
  lines.length = 0;
  written.length = 0;
  await make();
  await new Promise((resolve) => setImmediate(resolve));
  return { access: lines.filter((line) => line.msg === 'request'), text: written.join('\n') };
}

describe('access log', () => {
  it('writes one line per request: method, route, status, duration and request id', async () => {
    const { access } = await logged(() => app.inject({ method: 'GET', url: '/api/carModels' }));
    expect(access).toEqual([
      expect.objectContaining({
        level: 30,
        method: 'GET',
        route: '/api/carModels',
        status: 200,
        ms: expect.any(Number),
        reqId: expect.any(String),
      }),
    ]);
    expect(
      lines.filter((line) => line.msg === 'incoming request' || line.msg === 'request completed'),
    ).toEqual([]);
  });

  it('never writes a token, a cookie or the address a path names', async () => {
    const { access, text } = await logged(() =>
      app.inject({
        method: 'GET',
        url: `/api/seller/${encodeURIComponent(buyer.email)}?token=secret-in-the-query`,
        headers: { authorization: `Bearer ${buyer.token}`, cookie: buyer.cookie },
      }),
    );
    expect(access).toEqual([expect.objectContaining({ route: '/api/seller/:email', status: 200 })]);
    expect(text).not.toContain(buyer.token);
    expect(text).not.toContain(buyer.cookie.split('=')[1]);
    expect(text).not.toContain(buyer.email);
    expect(text).not.toContain('secret-in-the-query');
  });

  it('logs refusals and unknown paths with their status, once', async () => {
    const { access } = await logged(async () => {
      await app.inject({ method: 'GET', url: '/api/no-such-call' });
      await app.inject({ method: 'POST', url: '/api/bookings', payload: {} });
    });
    expect(access).toEqual([
      expect.objectContaining({ method: 'GET', route: null, status: 404 }),
      expect.objectContaining({ method: 'POST', route: '/api/bookings', status: 400 }),
    ]);
  });

  it('names neither the address in the path nor the query of a refused or failing request', async () => {
    const url = `/api/bookings/${encodeURIComponent(buyer.email)}?token=secret-in-the-query`;
    const { access, text } = await logged(async () => {
      await app.inject({ method: 'POST', url, payload: { email: buyer.email } });
      await app.inject({ method: 'POST', url, headers: bearer(seller), payload: { email: buyer.email } });
      await app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(buyer), 'content-type': 'application/json' },
        payload: '{not json',
      });
      await app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(buyer), 'content-type': 'text/csv' },
        payload: 'a,b',
      });
      await app.inject({ method: 'GET', url: url.replace('/bookings/', '/no-such-call/') });
    });
    expect(access.map((line) => [line.route, line.status])).toEqual([
      ['/api/bookings/:email', 401],
      ['/api/bookings/:email', 403],
      ['/api/bookings/:email', 400],
      ['/api/bookings/:email', 415],
      [null, 404],
    ]);
    expect(text).not.toContain(buyer.email);
    expect(text).not.toContain(encodeURIComponent(buyer.email));
    expect(text).not.toContain('secret-in-the-query');
  });

  it('logs a client that leaves in the middle of an answer as one request line at info, not as a failure', async () => {
    // A photo far larger than the socket buffers, so the client is gone before the last of it is written.
    await fs.mkdir(path.join(uploadsDir, 'cars'), { recursive: true });
    await fs.writeFile(path.join(uploadsDir, 'cars', 'large-1280.webp'), Buffer.alloc(64 * 1024 * 1024, 1));
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const { access } = await logged(async () => {
        const controller = new AbortController();
        const response = await fetch(`${origin}/uploads/cars/large-1280.webp`, { signal: controller.signal });
        const reader = response.body!.getReader();
        await reader.read();
        controller.abort();
        await expect.poll(() => lines.some((line) => line.route === '/uploads/*')).toBe(true);
      });
      expect(lines.filter((line) => Number(line.level) >= 40)).toEqual([]);
      expect(lines.filter((line) => line.reqId === access[0]?.reqId)).toEqual([
        expect.objectContaining({
          msg: 'request',
          level: 30,
          route: '/uploads/*',
          status: 200,
          aborted: true,
        }),
      ]);
    } finally {
      app.server.closeAllConnections();
    }
  });
});
