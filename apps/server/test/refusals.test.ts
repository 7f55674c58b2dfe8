import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/modules/auth/auth.table.ts';
import { createUploadsRepo } from '../src/modules/uploads/uploads.repo.ts';
import { uploadRules } from '../src/modules/uploads/uploads.service.ts';
import { multipartFile } from './multipart.ts';
import { signedUpAccount } from './sessions.ts';
import { buildTestApp, testPublicUrl } from './test-app.ts';

// Over a real socket and with Node's fetch: app.inject never sees a connection cut before its answer.
const { app, db } = await buildTestApp();
const origin = await app.listen({ host: '127.0.0.1', port: 0 });
afterAll(() => app.server.closeAllConnections());

const tries = 10;
let seller: Awaited<ReturnType<typeof signedUpAccount>>;
let elevenMegabyteJpeg: Buffer;
beforeAll(async () => {
  seller = await signedUpAccount(app, 'seller');
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#20603d' } })
    .jpeg()
    .toBuffer();
  // A real JPEG (decoders ignore what follows its end marker) of 11 MB: the same bytes every try.
  elevenMegabyteJpeg = Buffer.concat([photo, Buffer.alloc(11 * 1024 * 1024 - photo.length, 0x5a)]);
});

/**
 * Sends the body as a browser on a slow uplink would: in pieces, a little at a time, so the answer to a refusal is
 * on its way while the client is still writing.
 */
async function send(
  path: string,
  init: { body: Buffer; headers: Record<string, string>; pauseAfter?: number },
) {
  const pieceBytes = 256 * 1024;
  let offset = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (offset >= init.body.length) return controller.close();
      const pause = init.pauseAfter !== undefined && offset === init.pauseAfter;
      await new Promise((resolve) => setTimeout(resolve, pause ? 100 : 2));
      const cut = init.pauseAfter !== undefined && offset < init.pauseAfter ? init.pauseAfter : Infinity;
      const end = Math.min(offset + pieceBytes, cut);
      controller.enqueue(init.body.subarray(offset, end));
      offset = end;
    },
  });
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: init.headers,
    body,
    duplex: 'half',
  } as RequestInit);
  return { status: response.status, body: (await response.json()) as unknown };
}

const photoUpload = (bytes: Buffer, token?: string, contentType = 'image/jpeg') => {
  const form = multipartFile({ filename: 'car.jpg', contentType, bytes });
  return {
    body: form.payload,
    headers: { ...form.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  };
};

describe('a refusal reaches the client before the connection closes', () => {
  it('answers a 2 MB JSON body with a readable 413, every time', async () => {
    const body = Buffer.from(
      JSON.stringify({ email: 'someone@example.com', padding: 'x'.repeat(2 * 1024 * 1024) }),
    );
    for (let attempt = 0; attempt < tries; attempt += 1) {
      const answer = await send('/api/jwt', {
        body,
        headers: { 'content-type': 'application/json', origin: testPublicUrl },
      });
      expect(answer).toEqual({
        status: 413,
        body: { error: 'PAYLOAD_TOO_LARGE', message: expect.any(String) },
      });
    }
  });

  it('answers an 11 MB photo with a readable 413, never a 415, every time', async () => {
    for (let attempt = 0; attempt < tries; attempt += 1) {
      const answer = await send('/api/upload', photoUpload(elevenMegabyteJpeg, seller.token));
      expect(answer).toEqual({
        status: 413,
        body: { error: 'PAYLOAD_TOO_LARGE', message: 'Photos may be at most 10 MB.' },
      });
    }
  });

  it('refuses a photo whose first 10 MB arrive before the rest (never stores it cut short)', async () => {
    const upload = photoUpload(elevenMegabyteJpeg, seller.token);
    const fileStart = upload.body.indexOf(elevenMegabyteJpeg.subarray(0, 64));
    const answer = await send('/api/upload', { ...upload, pauseAfter: fileStart + uploadRules.maxBytes });
    expect(answer).toEqual({
      status: 413,
      body: { error: 'PAYLOAD_TOO_LARGE', message: 'Photos may be at most 10 MB.' },
    });
  });

  it('answers a large body of the wrong type with a readable 415', async () => {
    const answer = await send('/api/upload', {
      body: Buffer.alloc(5 * 1024 * 1024, 0x41),
      headers: { 'content-type': 'application/pdf', authorization: `Bearer ${seller.token}` },
    });
    expect(answer).toEqual({
      status: 415,
      body: { error: 'UNSUPPORTED_MEDIA_TYPE', message: expect.any(String) },
    });
  });

  it('answers a large photo from a seller over the hourly limit with a readable 429', async () => {
    const limited = await signedUpAccount(app, 'seller');
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, limited.email));
    const repo = createUploadsRepo(db);
    for (let index = 0; index < uploadRules.perHour; index += 1) {
      const id = randomUUID();
      await repo.insert({
        id,
        ownerId: owner!.id,
        url: `/uploads/cars/${id}-640.webp`,
        createdAt: new Date(),
      });
    }
    const nearlyTenMegabytes = elevenMegabyteJpeg.subarray(0, 9 * 1024 * 1024);
    const answer = await send('/api/upload', photoUpload(nearlyTenMegabytes, limited.token));
    expect(answer).toEqual({
      status: 429,
      body: {
        error: 'TOO_MANY_REQUESTS',
        message: expect.stringContaining(`${uploadRules.perHour} photos an hour`),
      },
    });
  });

  it('answers an anonymous 11 MB upload with a readable 401', async () => {
    const answer = await send('/api/upload', photoUpload(elevenMegabyteJpeg));
    expect(answer).toEqual({ status: 401, body: { error: 'UNAUTHORIZED', message: expect.any(String) } });
  });
});

/**
 * A client that writes all but the last 64 KiB of its body, pauses, then writes the rest before reading: whether the server hung up while
 * it paused decides, not the scheduler, so this fails every time the server does not wait for the body.
 */
async function pausingClient(path: string, headers: Record<string, string>, body: Buffer) {
  const { port } = new URL(origin);
  const socket = net.connect({ port: Number(port), host: '127.0.0.1', allowHalfOpen: true });
  const received: Buffer[] = [];
  let failure: string | undefined;
  socket.on('data', (chunk: Buffer) => received.push(chunk));
  socket.on('error', (error: NodeJS.ErrnoException) => (failure = error.code));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const ended = new Promise<void>((resolve) => socket.once('end', () => resolve()));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const head = Object.entries({ ...headers, host: '127.0.0.1', 'content-length': String(body.length) })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.write(`POST ${path} HTTP/1.1\r\n${head}\r\n`);
  const pauseAt = body.length - 64 * 1024;
  socket.write(body.subarray(0, pauseAt));
  const hungUpWhilePaused = await Promise.race([
    ended.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 300)),
  ]);
  socket.end(body.subarray(pauseAt));
  await closed;
  const answer = Buffer.concat(received).toString('utf8');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
  const json = answer.slice(answer.indexOf('\r\n\r\n') + 4);
  return { hungUpWhilePaused, failure, status, body: json ? (JSON.parse(json) as unknown) : undefined };
}

describe('the server reads a refused body to its end before it hangs up', () => {
  it('for JSON over the body limit', async () => {
    const body = Buffer.from(
      JSON.stringify({ email: 'a@example.com', padding: 'x'.repeat(2 * 1024 * 1024) }),
    );
    const answer = await pausingClient(
      '/api/jwt',
      { 'content-type': 'application/json', origin: testPublicUrl, connection: 'close' },
      body,
    );
    expect(answer).toEqual({
      hungUpWhilePaused: false,
      failure: undefined,
      status: 413,
      body: { error: 'PAYLOAD_TOO_LARGE', message: expect.any(String) },
    });
  });

  it('for a photo over 10 MB', async () => {
    const upload = photoUpload(elevenMegabyteJpeg, seller.token);
    const answer = await pausingClient(
      '/api/upload',
      { ...upload.headers, connection: 'close' },
      upload.body,
    );
    expect(answer).toEqual({
      hungUpWhilePaused: false,
      failure: undefined,
      status: 413,
      body: { error: 'PAYLOAD_TOO_LARGE', message: 'Photos may be at most 10 MB.' },
    });
  });
});
