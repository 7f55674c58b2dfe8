import { beforeAll, describe, expect, it } from 'vitest';
import { accessPolicy, audiences, type Audience, type PolicyRoute } from '../src/access-policy.ts';
import { createAccessTokens } from '../src/modules/auth/access-tokens.ts';
import { createCarModel } from './builders.ts';
import { databaseDigest } from './database.ts';
import { routeSamples, type Caller } from './route-samples.ts';
import { signedUpAccount } from './sessions.ts';
import { buildTestApp } from './test-app.ts';

const adminEmail = 'walker-admin@example.com';
const { app, db, pool, sandbox, secret } = await buildTestApp({ adminEmails: [adminEmail] });

const live = ['buyer', 'otherBuyer', 'seller', 'otherSeller', 'unverifiedSeller', 'admin'] as const;
const dead = ['anonymous', 'expiredToken', 'tamperedToken', 'deletedAccount', 'adminWithoutSession'] as const;
type Name = (typeof live)[number] | (typeof dead)[number];

/** Who the table lets through, by the kind of caller (the administrator here is also a buyer). */
const lets: Record<Audience, (name: Name) => boolean> = {
  anyone: () => true,
  session: (name) => (live as readonly Name[]).includes(name),
  'signed-in': (name) => (live as readonly Name[]).includes(name),
  // The samples ask about the buyer's address.
  'own-address': (name) => name === 'buyer' || name === 'admin',
  buyer: (name) => ['buyer', 'otherBuyer', 'admin'].includes(name),
  seller: (name) => ['seller', 'otherSeller', 'unverifiedSeller'].includes(name),
  'car-seller': (name) => name === 'seller',
  'car-seller-or-admin': (name) => name === 'seller' || name === 'admin',
  'booking-buyer': (name) => name === 'buyer',
  'booking-seller': (name) => name === 'seller',
  'booking-buyer-or-admin': (name) => name === 'buyer' || name === 'admin',
  'payout-seller-or-admin': (name) => name === 'seller' || name === 'admin',
  // The samples' offers are the buyer's, made to the seller.
  'offer-maker': (name) => name === 'buyer',
  'offer-recipient': (name) => name === 'seller',
  'search-owner': (name) => name === 'buyer',
  'reservation-buyer': (name) => name === 'buyer',
  'reservation-party': (name) => name === 'buyer' || name === 'seller',
  admin: (name) => name === 'admin',
  // Every live caller here has verified their address ("unverifiedSeller" is a seller no administrator verified).
  verified: (name) => (live as readonly Name[]).includes(name),
  'conversation-participant': (name) => name === 'buyer' || name === 'seller',
  'verified-buyer': (name) => ['buyer', 'otherBuyer', 'admin'].includes(name),
  'drive-participant': (name) => name === 'buyer' || name === 'seller',
  'message-recipient': (name) => name === 'buyer',
  // The samples' reviews are the buyer's, of the seller.
  'review-writer': (name) => name === 'buyer',
  'review-seller': (name) => name === 'seller',
  'review-party': (name) => name === 'buyer' || name === 'seller',
  gateway: () => false,
  // The samples' dealership is the seller's own.
  'dealer-manager': (name) => name === 'seller',
};

const callers = {} as Record<Name, Caller>;
let samples: ReturnType<typeof routeSamples>;

const sessionOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
const accountId = async (email: string) =>
  (await pool.query('select id from accounts where user_email = $1', [email])).rows[0].id as string;

beforeAll(async () => {
  const [buyer, otherBuyer, seller, otherSeller, unverifiedSeller, admin, doomed] = await Promise.all([
    signedUpAccount(app, 'buyer'),
    signedUpAccount(app, 'buyer'),
    signedUpAccount(app, 'seller'),
    signedUpAccount(app, 'seller'),
    signedUpAccount(app, 'seller'),
    signedUpAccount(app, 'buyer', { email: adminEmail }),
    signedUpAccount(app, 'buyer'),
  ]);
  await pool.query(`update accounts set seller_status = 'verified' where user_email = any($1)`, [
    [seller.email, otherSeller.email],
  ]);
  const deletion = await app.inject({
    method: 'DELETE',
    url: `/api/buyers/${await accountId(doomed.email)}`,
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(deletion.statusCode, deletion.body).toBe(200);

  const claims = sessionOf(buyer.token);
  const signature = buyer.token.slice(buyer.token.lastIndexOf('.') + 1);
  const tampered = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
  Object.assign(callers, {
    buyer,
    otherBuyer,
    seller,
    otherSeller,
    unverifiedSeller,
    admin,
    anonymous: { email: buyer.email },
    expiredToken: {
      email: buyer.email,
      token: await createAccessTokens(secret, () => new Date(Date.now() - 3_600_000)).issue({
        userId: claims.sub,
        sessionId: claims.sid,
        email: buyer.email,
      }),
    },
    tamperedToken: {
      email: buyer.email,
      token: `${buyer.token.slice(0, buyer.token.lastIndexOf('.') + 1)}${tampered}`,
    },
    deletedAccount: doomed,
    adminWithoutSession: {
      email: adminEmail,
      token: await createAccessTokens(secret).issue({
        userId: sessionOf(admin.token).sub,
        sessionId: 'no-such-session',
        email: adminEmail,
      }),
    },
  } satisfies Record<Name, Caller>);

  const model = await createCarModel(db, 'Walkabout');
  samples = routeSamples({
    secret,
    app,
    db,
    sandbox,
    owners: {
      buyer,
      seller: { ...seller, accountId: await accountId(seller.email) },
      modelId: model.id,
      modelName: model.model,
    },
  });
});

describe('the access policy', () => {
  it('has an entry for every API route the server registers, and every entry names a route', async () => {
    const registered = new Set<string>();
    const probe = await buildTestApp();
    for (const key of Object.keys(accessPolicy)) {
      const [method, url] = key.split(' ') as [string, string];
      if (probe.app.hasRoute({ method: method as 'GET', url })) registered.add(key);
    }
    expect(Object.keys(accessPolicy).filter((key) => !registered.has(key))).toEqual([]);
    expect(Object.values(accessPolicy).every((audience) => audience in audiences)).toBe(true);
  });

  const routes = Object.entries(accessPolicy) as [PolicyRoute, Audience][];
  it.each(routes)('holds %s (%s) for every kind of caller', async (route, audience) => {
    const sample = samples[route];
    if (!sample) return;
    for (const name of [...live, ...dead]) {
      const request = await sample(callers[name]);
      const before = await databaseDigest(pool);
      const response = await app.inject(request);
      const what = `${route} as ${name}: ${response.statusCode} ${response.body.slice(0, 200)}`;
      if (audience === 'gateway') {
        expect(response.statusCode, what).toBe(400);
      } else if (lets[audience](name)) {
        expect(response.statusCode, what).toBeGreaterThanOrEqual(200);
        expect(response.statusCode, what).toBeLessThan(400);
        continue;
      } else {
        expect([401, 403, 404], what).toContain(response.statusCode);
      }
      if (request.method !== 'GET')
        expect(await databaseDigest(pool), `${what}: the database changed`).toBe(before);
    }
  });
});
