import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A device's push subscription as a browser makes it: a P-256 key pair and a 16-byte authentication secret, and the
 * endpoint at the push service. `keys` is what the browser hands the page (`PushSubscription.toJSON().keys`).
 */
export interface StandInSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The browser's private key: the push service stand-in decrypts with it. */
  privateKey: Buffer;
}

export interface ReceivedPush {
  endpoint: string;
  /** The decrypted message (RFC 8291), as the service worker would be handed it. */
  payload: string;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
  /** The VAPID public key the request was signed with (RFC 8292), and its JWT's claims. */
  vapidKey: string;
  claims: { aud: string; exp: number; sub: string };
  receivedAt: number;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** The RFC 8291 keys of one message: its content-encryption key and nonce. */
function messageKeys(
  subscription: { publicKey: Buffer; auth: Buffer },
  ecdhSecret: Buffer,
  senderPublicKey: Buffer,
  salt: Buffer,
) {
  const prkKey = hmac(subscription.auth, ecdhSecret);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    subscription.publicKey,
    senderPublicKey,
    Buffer.from([1]),
  ]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  return { cek, nonce };
}

/** Decrypts an `aes128gcm` body (RFC 8188) sent to the subscription (RFC 8291). */
export function decryptPush(body: Buffer, subscription: StandInSubscription): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderPublicKey = body.subarray(21, 21 + idLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(subscription.privateKey);
  const { cek, nonce } = messageKeys(
    {
      publicKey: Buffer.from(subscription.keys.p256dh, 'base64url'),
      auth: Buffer.from(subscription.keys.auth, 'base64url'),
    },
    ecdh.computeSecret(senderPublicKey),
    senderPublicKey,
    salt,
  );
  const records = body.subarray(21 + idLength);
  if (records.length > recordSize) throw new Error('a message of more than one record');
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const plain = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  // The last record's padding delimiter (2) follows the data, then zeros.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error('no final-record delimiter');
  return plain.subarray(0, end).toString('utf8');
}

/** Checks a VAPID `Authorization` header (RFC 8292): an ES256 JWT for the endpoint's origin, signed by key `k`. */
function checkVapid(header: string | undefined, audience: string, now: number) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (!match) return undefined;
  const [, token, key] = match as unknown as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return undefined;
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const [head, body, signature] = token.split('.') as [string, string, string];
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return undefined;
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as ReceivedPush['claims'];
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string };
  // RFC 8292: the audience is the push service's origin; the expiry at most 24 hours ahead.
  if (header_.alg !== 'ES256' || claims.aud !== audience) return undefined;
  if (!(claims.exp > now / 1000) || claims.exp > now / 1000 + 24 * 3600 || !claims.sub) return undefined;
  return { key, claims };
}

/**
 * A push service on 127.0.0.1 speaking the Web Push protocol: it makes subscriptions as a browser does (a P-256 key pair
 * and an authentication secret), accepts POSTs to their endpoints (RFC 8030) only with a valid VAPID signature by the
 * key the subscription was made with (RFC 8292), decrypts the `aes128gcm` body (RFC 8291) and records it. It answers
 * 410 Gone for a subscription ended with `gone`, and 404 for one it never made.
 */
export async function startPushServiceStandIn(options: { clock?: () => number } = {}) {
  const clock = options.clock ?? Date.now;
  const subscriptions = new Map<string, StandInSubscription & { serverKey?: string; gone: boolean }>();
  const received: ReceivedPush[] = [];
  const refusals: { endpoint: string; status: number; reason: string }[] = [];
  const waiters = new Set<() => void>();
  let origin = '';

  const refuse = (response: http.ServerResponse, endpoint: string, status: number, reason: string) => {
    refusals.push({ endpoint, status, reason });
    response.writeHead(status, { 'content-type': 'text/plain' }).end(reason);
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${origin}${request.url ?? ''}`;
      const subscription = subscriptions.get(endpoint);
      if (request.method !== 'POST') return refuse(response, endpoint, 405, 'only POST');
      if (!subscription) return refuse(response, endpoint, 404, 'no such subscription');
      if (subscription.gone) return refuse(response, endpoint, 410, 'the subscription has expired');
      const vapid = checkVapid(request.headers.authorization, origin, clock());
      if (!vapid) return refuse(response, endpoint, 403, 'missing or invalid VAPID authorization');
      if (subscription.serverKey && subscription.serverKey !== vapid.key)
        return refuse(response, endpoint, 403, 'signed by another key than the subscription was made with');
      const ttl = Number(request.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0)
        return refuse(response, endpoint, 400, 'a TTL header is required');
      if (request.headers['content-encoding'] !== 'aes128gcm')
        return refuse(response, endpoint, 415, 'the content encoding must be aes128gcm');
      const body = Buffer.concat(chunks);
      if (body.length > 4096) return refuse(response, endpoint, 413, 'at most 4096 bytes');
      let payload: string;
      try {
        payload = decryptPush(body, subscription);
      } catch (error) {
        return refuse(response, endpoint, 400, `cannot decrypt: ${(error as Error).message}`);
      }
      received.push({
        endpoint,
        payload,
        ttl,
        urgency: request.headers.urgency as string | undefined,
        topic: request.headers.topic as string | undefined,
        vapidKey: vapid.key,
        claims: vapid.claims,
        receivedAt: performance.now(),
      });
      for (const wake of waiters) wake();
      response.writeHead(201, { location: `${endpoint}/messages/${received.length}` }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: origin,
    received,
    refusals,

    /** A new subscription, as `pushManager.subscribe({ applicationServerKey })` makes one. */
    subscribe(applicationServerKey?: string): StandInSubscription {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const subscription = {
        endpoint: `${origin}/push/${randomBytes(12).toString('base64url')}`,
        keys: { p256dh: publicKey.toString('base64url'), auth: randomBytes(16).toString('base64url') },
        privateKey: ecdh.getPrivateKey(),
      };
      subscriptions.set(subscription.endpoint, {
        ...subscription,
        serverKey: applicationServerKey,
        gone: false,
      });
      return subscription;
    },

    /** From now on the endpoint answers 410 Gone, as after a person revoked the permission. */
    gone(endpoint: string) {
      subscriptions.get(endpoint)!.gone = true;
    },

    messagesTo: (endpoint: string) => received.filter((message) => message.endpoint === endpoint),

    /** Resolves once `count` messages reached the endpoint; rejects after `timeoutMs`. */
    waitFor(endpoint: string, count = 1, timeoutMs = 20_000): Promise<ReceivedPush[]> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.filter((message) => message.endpoint === endpoint);
          if (found.length < count) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${count} push message(s) to ${endpoint} did not arrive within ${timeoutMs} ms`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },

    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type PushServiceStandIn = Awaited<ReturnType<typeof startPushServiceStandIn>>;
