import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { capturedLogs } from './log-lines.ts';
import { buildTestApp } from './test-app.ts';

// Over a real socket: Node's HTTP parser refuses some of these before Fastify (or app.inject) ever sees a request.
const { logger, lines, written } = capturedLogs();
const { app } = await buildTestApp({ logger });
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address() as net.AddressInfo;

/** Writes `head` as it is (no client library would send most of these) and reads the answer until the server closes. */
function exchange(head: string): Promise<{ status: number; headers: Record<string, string>; body: unknown }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [top = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = top.split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: body ? JSON.parse(body) : null });
    });
    socket.setTimeout(5000, () => socket.destroy(new Error(`no answer to ${head.slice(0, 60)}`)));
  });
}

const email = 'someone.private@example.com';
const request = (method: string, target: string, extraHeaders = '') =>
  `${method} ${target} HTTP/1.1\r\nHost: localhost\r\n${extraHeaders}Connection: close\r\n\r\n`;

describe('requests refused before any route runs', () => {
  it.each([
    {
      name: 'an id over the length limit',
      head: request('PUT', `/api/favorites/${email}${'a'.repeat(200)}?token=secret-in-the-query`),
      status: 414,
      error: 'URI_TOO_LONG',
      method: 'PUT',
    },
    {
      name: 'a malformed escape',
      head: request('GET', `/api/cars/${email}%E0%A4%A?token=secret-in-the-query`),
      status: 400,
      error: 'BAD_REQUEST',
      method: 'GET',
    },
    {
      name: 'headers over the size limit',
      head: request(
        'GET',
        `/api/seller/${email}?token=secret-in-the-query`,
        `X-Padding: ${'p'.repeat(20_000)}\r\n`,
      ),
      status: 431,
      error: 'HEADERS_TOO_LARGE',
      method: 'GET',
    },
    {
      name: 'an address over the size limit',
      head: request('GET', `/api/seller/${email}?token=secret-in-the-query&padding=${'p'.repeat(20_000)}`),
      status: 431,
      error: 'HEADERS_TOO_LARGE',
      method: 'GET',
    },
    {
      name: 'a request line that is not HTTP',
      head: `GET /api/seller/${email}?token=secret-in-the-query NOT-HTTP\r\n\r\n`,
      status: 400,
      error: 'BAD_REQUEST',
      method: 'GET',
    },
  ])('answers $name like any refusal, and logs it once without the address', async (refusal) => {
    lines.length = 0;
    written.length = 0;
    const answer = await exchange(refusal.head);
    expect(answer.status).toBe(refusal.status);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.body).toEqual({ error: refusal.error, message: expect.any(String) });
    expect(JSON.stringify(answer.body)).not.toContain(email);
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    await expect
      .poll(() => lines.filter((line) => line.msg === 'request'))
      .toEqual([
        expect.objectContaining({ method: refusal.method, route: '(unrouted)', status: refusal.status }),
      ]);
    const text = written.join('\n');
    expect(text).not.toContain(email);
    expect(text).not.toContain('secret-in-the-query');
  });
});
