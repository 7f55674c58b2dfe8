import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessPolicy, type Audience, type PolicyRoute } from '../src/access-policy.ts';
import { createCarModel } from './builders.ts';
import { databaseDigest } from './database.ts';
import { routeSamples, type Caller } from './route-samples.ts';
import { signedUpAccount } from './sessions.ts';
import { buildTestApp } from './test-app.ts';

const sqlAndScript = [
  "' OR '1'='1",
  "'; drop table cars; --",
  '1; select pg_sleep(10)',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  '\u202e\u0007\u001b[2J',
  'NaN',
  'Infinity',
  '-0',
  'null',
  'undefined',
];

const hostileText = fc.oneof(
  fc.constantFrom(...sqlAndScript),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 5_000, maxLength: 20_000 }),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.constantFrom(0, -1, -2_147_483_649, 2 ** 53 + 1, 1e308, -1e308, 0.5, true, false, null),
  fc.double(),
  fc.integer(),
  fc.array(fc.string({ maxLength: 10 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }), { maxKeys: 4 }),
);

const extraFields = [
  'price',
  'sellerEmail',
  'accountStatus',
  'isAdmin',
  'sellerStatus',
  'paymentStatus',
  'saleStatus',
  'role',
  '__proto__',
  'constructor',
];

type BodyChange =
  | { kind: 'set'; field: number; value: unknown }
  | { kind: 'drop'; field: number }
  | { kind: 'extra'; name: string; value: unknown }
  | { kind: 'replace'; value: unknown };

const bodyChange: fc.Arbitrary<BodyChange> = fc.oneof(
  fc.record({ kind: fc.constant('set' as const), field: fc.nat(), value: hostileValue }),
  fc.record({ kind: fc.constant('drop' as const), field: fc.nat() }),
  fc.record({
    kind: fc.constant('extra' as const),
    name: fc.constantFrom(...extraFields),
    value: fc.oneof(hostileValue, fc.constant({ isAdmin: true })),
  }),
  fc.record({ kind: fc.constant('replace' as const), value: hostileValue }),
);

interface Change {
  body: BodyChange[];
  path: string | null;
  query: Record<string, string> | null;
}

const change: fc.Arbitrary<Change> = fc.record({
  body: fc.array(bodyChange, { minLength: 0, maxLength: 3 }),
  path: fc.option(hostileText, { freq: 3 }),
  query: fc.option(
    fc.dictionary(fc.constantFrom('after', 'limit', 'email', 'id', 'x'), hostileText, { maxKeys: 3 }),
  ),
});

function changed(request: InjectOptions, { body, path, query }: Change): InjectOptions {
  let url = String(request.url);
  if (path !== null) {
    // The last path segment is the one a route takes as its parameter.
    url = url.replace(/\/[^/]*$/, `/${encodeURIComponent(path)}`);
  }
  if (query) url += `?${new URLSearchParams(query)}`;
  let payload = request.payload;
  if (payload && !Buffer.isBuffer(payload) && typeof payload === 'object') {
    let next: unknown = { ...(payload as Record<string, unknown>) };
    for (const step of body) {
      if (step.kind === 'replace') next = step.value;
      if (typeof next !== 'object' || next === null || Array.isArray(next)) continue;
      const fields = Object.keys(next);
      const record = next as Record<string, unknown>;
      if (step.kind === 'set' && fields.length > 0) record[fields[step.field % fields.length]!] = step.value;
      if (step.kind === 'drop' && fields.length > 0) delete record[fields[step.field % fields.length]!];
      if (step.kind === 'extra')
        Object.defineProperty(record, step.name, {
          value: step.value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
    }
    payload = JSON.stringify(next) ?? 'null';
    return { ...request, url, payload, headers: { ...request.headers, 'content-type': 'application/json' } };
  }
  if (Buffer.isBuffer(payload) && body.length > 0) {
    payload = Buffer.concat([
      payload.subarray(0, 200),
      Buffer.from(String(body[0]!.kind)),
      payload.subarray(-60),
    ]);
  }
  return { ...request, url, payload };
}

const withinSeconds = <T>(work: Promise<T>, seconds: number) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer within ${seconds} s`)), seconds * 1000),
    ),
  ]);

/**
 * Every route, sent well-formed requests with hostile changes: wrong types, missing and extra fields, huge and negative
 * numbers, very long and control-character strings, SQL and script payloads, in the body, the path and the query. The
 * server must answer each with a 2xx or a 4xx `{ error, message }`: never a 5xx, a stack trace or a hang, and a refused
 * request changes nothing. FUZZ_RUNS sets the runs per route (200 by default).
 *
 * The routes are dealt into shards, every `of`-th route to a shard: each shard is a test file with a server and a
 * database of its own, so the shards run side by side, and a refused request's fingerprint sees only its own shard's
 * writes.
 */
/** The dealers' audiences: the samples' dealerships are the seller's, and their invitations are to the seller. */
const sellersAudiences = new Set<Audience>([
  'dealer-staff',
  'dealer-manager',
  'dealer-owner',
  'staff-remover',
  'invitee',
]);

export async function walkHostileInput({ shard, of }: { shard: number; of: number }) {
  const runs = Number(process.env.FUZZ_RUNS ?? 200);
  const adminEmail = 'fuzz-admin@example.com';
  const { app, db, pool, sandbox, secret } = await buildTestApp({ adminEmails: [adminEmail] });

  let samples: ReturnType<typeof routeSamples>;
  let callerFor: (audience: Audience) => Caller;

  beforeAll(async () => {
    const [buyer, seller, admin] = await Promise.all([
      signedUpAccount(app, 'buyer'),
      signedUpAccount(app, 'seller'),
      signedUpAccount(app, 'buyer', { email: adminEmail }),
    ]);
    const sellerId = (await pool.query('select id from accounts where user_email = $1', [seller.email]))
      .rows[0].id;
    const model = await createCarModel(db, 'Fuzzmobile');
    samples = routeSamples({
      secret,
      app,
      db,
      sandbox,
      owners: {
        buyer,
        seller: { ...seller, accountId: sellerId },
        modelId: model.id,
        modelName: model.model,
      },
    });
    callerFor = (audience) =>
      audience === 'admin' || audience === 'car-seller-or-admin'
        ? admin
        : audience === 'seller' || audience === 'car-seller' || sellersAudiences.has(audience)
          ? seller
          : buyer;
  });

  describe(`hostile input, routes ${shard} of every ${of}`, () => {
    const routes = (Object.entries(accessPolicy) as [PolicyRoute, Audience][])
      .filter(([route]) => route !== 'GET /api/docs/static/index.html')
      .filter((_, index) => index % of === shard - 1);
    it.each(routes)(
      `%s answers ${runs} hostile requests with 2xx or 4xx, never 5xx`,
      async (route, audience) => {
        const sample = samples[route];
        if (!sample) return;
        const request = await sample(callerFor(audience));
        await fc.assert(
          fc.asyncProperty(change, async (mutation) => {
            const hostile = changed(request, mutation);
            // Only a refused write is checked for changes: a GET is never fingerprinted.
            const before = hostile.method === 'GET' ? undefined : await databaseDigest(pool);
            const response = await withinSeconds(app.inject(hostile), 10);
            const what = `${hostile.method} ${hostile.url} ${String(hostile.payload).slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
            expect(response.statusCode, what).toBeLessThan(500);
            if (response.statusCode >= 400) {
              expect(response.headers['content-type'], what).toMatch(/^application\/json; charset=utf-8/);
              const answer = response.json();
              expect(Object.keys(answer).sort(), what).toEqual(['error', 'message']);
              expect(answer.message, what).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
              if (before !== undefined)
                expect(await databaseDigest(pool), `${what}: refused, yet the data changed`).toBe(before);
            }
          }),
          { numRuns: runs },
        );
      },
      300_000,
    );
  });
}
