/**
 * Who may call each API route, in one table. The services enforce these rules (they know whose car or booking it is);
 * this table is what they are held to: a route missing from it cannot be registered, and a test calls every route as
 * every kind of caller and checks the answer against it.
 */
export const audiences = {
  anyone: 'no sign-in needed',
  session: 'a signed-in browser session (cookie)',
  'signed-in': 'any valid access token of a live session',
  'own-address':
    'the signed-in caller (access token or session) about their own address, or an administrator',
  buyer: 'a buyer',
  seller: 'a seller (verified or not)',
  'car-seller': 'the seller who listed the car',
  'car-seller-or-admin': 'the seller who listed the car, or an administrator (moderation)',
  'booking-buyer': 'the buyer whose booking or payment it is',
  'booking-seller': 'the seller of the booked car',
  'booking-buyer-or-admin': 'the buyer whose booking it is (access token or session), or an administrator',
  'payout-seller-or-admin': 'the seller the payout is to (access token or session), or an administrator',
  'offer-maker': 'the person who made the offer',
  'offer-recipient': 'the person the offer was made to',
  'search-owner': 'the buyer whose saved search it is',
  'reservation-buyer': 'the buyer whose reservation it is',
  'reservation-party': "the buyer whose reservation it is, or the reserved car's seller",
  admin: 'an administrator',
  verified: 'an account whose e-mail address is verified',
  'conversation-participant': 'one of the two people in the conversation',
  'verified-buyer': 'a buyer whose e-mail address is verified',
  'drive-participant': 'the buyer or the seller of the test drive',
  'message-recipient': 'the person a message was written to',
  'review-writer': 'the buyer who wrote the review',
  'review-seller': 'the seller the review is of',
  'review-party': 'the buyer who wrote the review, or the seller it is of',
  gateway: 'the card gateway, by a signed webhook (no user)',
} as const;
export type Audience = keyof typeof audiences;

export const accessPolicy = {
  'GET /api/health': 'anyone',
  'GET /api/docs': 'anyone',
  'GET /api/docs/': 'anyone',
  'GET /api/docs/json': 'anyone',
  'GET /api/docs/yaml': 'anyone',
  'GET /api/docs/static/index.html': 'anyone',
  'GET /api/docs/static/*': 'anyone',
  'GET /api/docs/static/swagger-initializer.js': 'anyone',
  // Sign-up, sign-in, Google and sign-out: the authentication library checks its own calls.
  'GET /api/auth/*': 'anyone',
  'POST /api/auth/*': 'anyone',
  'POST /api/jwt': 'session',
  'POST /api/account/email-change': 'signed-in',
  // The link's token is the proof: it reached the new address.
  'POST /api/account/email-change/confirm': 'anyone',
  'POST /api/allAccounts': 'session',
  'GET /api/accounts/me': 'signed-in',
  'GET /api/me/export': 'signed-in',
  'GET /api/me/deletion': 'signed-in',
  'POST /api/me/deletion': 'signed-in',
  // The e-mailed link's token must also be the caller's own account's.
  'POST /api/me/deletion/confirm': 'signed-in',
  'DELETE /api/me/deletion': 'signed-in',
  'GET /api/mail/preferences': 'signed-in',
  'PUT /api/mail/preferences': 'signed-in',
  'POST /api/mail/unsubscribe': 'anyone',
  'GET /api/admin/:email': 'own-address',
  'GET /api/buyer/:email': 'own-address',
  'GET /api/seller/:email': 'own-address',
  'GET /api/carModels': 'anyone',
  'GET /api/products/advertise': 'anyone',
  'GET /api/carModels/:model': 'signed-in',
  'GET /api/makes': 'anyone',
  'GET /api/cars/:id': 'anyone',
  'GET /api/cars/:id/comparables': 'anyone',
  'GET /api/search': 'anyone',
  'GET /api/search/suggest': 'anyone',
  'GET /api/zips/:zip': 'anyone',
  'GET /api/vin/:vin': 'seller',
  'POST /api/upload': 'seller',
  'POST /api/allCar': 'seller',
  'POST /api/products': 'seller',
  'PUT /api/products/advertise/:id': 'car-seller',
  'DELETE /api/products/:id': 'car-seller-or-admin',
  'PATCH /api/products/:id': 'car-seller',
  'PUT /api/products/sold/:id': 'car-seller',
  'POST /api/bookings': 'buyer',
  'POST /api/bookings/:email': 'buyer',
  'POST /api/reportedItems': 'buyer',
  'GET /api/favorites': 'buyer',
  'PUT /api/favorites/:carId': 'buyer',
  'DELETE /api/favorites/:carId': 'buyer',
  'GET /api/saved-searches': 'buyer',
  'POST /api/saved-searches': 'buyer',
  'PATCH /api/saved-searches/:id': 'search-owner',
  'POST /api/saved-searches/:id/visit': 'search-owner',
  'DELETE /api/saved-searches/:id': 'search-owner',
  'POST /api/bookings/:id/cancel': 'booking-buyer',
  'POST /api/bookings/:id/decline': 'booking-seller',
  'POST /api/offers': 'buyer',
  'GET /api/offers': 'buyer',
  'POST /api/offers/:id/accept': 'offer-recipient',
  'POST /api/offers/:id/decline': 'offer-recipient',
  'POST /api/offers/:id/counter': 'offer-recipient',
  'POST /api/offers/:id/withdraw': 'offer-maker',
  'GET /api/deals': 'seller',
  'GET /api/payouts': 'seller',
  'POST /api/payouts/onboarding': 'seller',
  'GET /api/bookingPayment/:id': 'booking-buyer',
  'GET /api/bookings/:id/receipt.pdf': 'booking-buyer-or-admin',
  'GET /api/payouts/:id/statement.pdf': 'payout-seller-or-admin',
  'PATCH /api/bookingPayment/:id': 'booking-buyer',
  'POST /api/create-payment-intent': 'booking-buyer',
  'POST /api/reservations': 'buyer',
  'POST /api/reservations/:id/confirm': 'reservation-buyer',
  'POST /api/reservations/:id/cancel': 'reservation-party',
  'GET /api/reservations': 'signed-in',
  'GET /api/cars/:id/reservation-terms': 'anyone',
  'POST /api/payments': 'booking-buyer',
  'POST /api/payments/:bookingId/refund': 'booking-seller',
  'POST /api/admin/payments/:bookingId/refund': 'admin',
  'GET /api/admin/payments': 'admin',
  'GET /api/paymentProvider': 'anyone',
  'POST /api/webhooks/stripe': 'gateway',
  'GET /api/reportedItems': 'admin',
  'DELETE /api/reportedItems/:id': 'admin',
  'POST /api/buyers': 'admin',
  'POST /api/sellers': 'admin',
  'PUT /api/sellers/verifyStatus/:id': 'admin',
  'DELETE /api/sellers/:id': 'admin',
  'DELETE /api/buyers/:id': 'admin',
  'GET /api/events': 'signed-in',
  'GET /api/events/cars': 'anyone',
  'POST /api/conversations': 'verified',
  'GET /api/conversations': 'signed-in',
  'GET /api/conversations/:id/messages': 'conversation-participant',
  'POST /api/conversations/:id/messages': 'conversation-participant',
  'POST /api/conversations/:id/read': 'conversation-participant',
  'GET /api/conversations/:id/offers': 'conversation-participant',
  'POST /api/conversations/:id/offers': 'conversation-participant',
  'POST /api/messages/:id/report': 'message-recipient',
  'POST /api/reviews': 'booking-buyer',
  'PATCH /api/reviews/:id': 'review-writer',
  'POST /api/reviews/:id/reply': 'review-seller',
  'POST /api/reviews/:id/report': 'review-party',
  'GET /api/reviews/mine': 'buyer',
  'GET /api/sellers/:id': 'anyone',
  'GET /api/sellers/:id/reviews': 'anyone',
  'GET /api/sellers/:id/listings': 'anyone',
  'POST /api/users/:id/report': 'signed-in',
  'POST /api/users/:id/block': 'signed-in',
  'POST /api/users/:id/unblock': 'signed-in',
  'GET /api/reportedMessages': 'admin',
  'GET /api/admin/finance': 'admin',
  'GET /api/admin/finance.csv': 'admin',
  'GET /api/availability': 'seller',
  'PUT /api/availability': 'seller',
  'GET /api/cars/:id/test-drive-slots': 'anyone',
  'POST /api/test-drives': 'verified-buyer',
  'GET /api/test-drives': 'signed-in',
  // Confirm and decline answer a time the other side named: either may be the one answering, so both may call.
  'POST /api/test-drives/:id/confirm': 'drive-participant',
  'POST /api/test-drives/:id/decline': 'drive-participant',
  'POST /api/test-drives/:id/cancel': 'drive-participant',
  'POST /api/test-drives/:id/propose': 'drive-participant',
} as const satisfies Record<string, Audience>;
export type PolicyRoute = keyof typeof accessPolicy;

/** The policy entries of a route as Fastify registers it (HEAD mirrors GET and needs no entry of its own). */
export function policyKeys(method: string | string[], url: string): string[] {
  return (Array.isArray(method) ? method : [method])
    .filter((verb) => verb !== 'HEAD')
    .map((verb) => `${verb} ${url}`);
}

export class MissingAccessPolicyError extends Error {}

/** Refuses to register an API route nobody has said who may call. */
export function requireAccessPolicy(route: { method: string | string[]; url: string }) {
  if (!route.url.startsWith('/api')) return;
  for (const key of policyKeys(route.method, route.url)) {
    if (!(key in accessPolicy)) {
      throw new MissingAccessPolicyError(`${key} has no entry in the access policy (src/access-policy.ts).`);
    }
  }
}
