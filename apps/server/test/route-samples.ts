import { sql } from 'drizzle-orm';
import { createECDH, createHash, randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import type { PolicyRoute } from '../src/access-policy.ts';
import type { App } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import type { StripeSandbox } from '../src/stripe-sandbox/stripe-sandbox.ts';
import { createAccount, createCar, createConversation, createDealer, vehicleFields } from './builders.ts';
import { dealerInvitations } from '../src/modules/dealers/dealers.table.ts';
import { multipartFile, multipartForm } from './multipart.ts';
import { dealerImports } from '../src/modules/dealer-imports/dealer-imports.table.ts';
import { bookCar, completeBooking, confirmCard, createIntent, recordPayment, reserveCar } from './paying.ts';
import { accessToken, signUp } from './sessions.ts';
import { mailboxOf, testPublicUrl } from './test-app.ts';
import { actOn, allWeek, requestTestDrive, setAvailability, slotsOf } from './test-drives.ts';
import { createUnsubscribeTokens } from '../src/modules/mail/unsubscribe-tokens.ts';

/** A browser's subscription keys: its P-256 public key and authentication secret, base64url. */
const browserPushKeys = () => {
  const ecdh = createECDH('prime256v1');
  return { p256dh: ecdh.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') };
};

/** Whoever makes a request: a token and a session cookie when they have them, and the e-mail they speak for. */
export interface Caller {
  email: string;
  token?: string;
  cookie?: string;
}

/** The people who own the data the samples act on. */
export interface Owners {
  buyer: Caller & { token: string };
  seller: Caller & { token: string; accountId: string };
  modelId: string;
  modelName: string;
}

const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#7aa' } })
  .jpeg()
  .toBuffer();

/**
 * A well-formed request for every API route, as `caller`, on fresh data of its own (a car of the seller, a booking of
 * the buyer, ...): what the route-walk and the fuzzing tests send, the first as it is, the second mutated.
 */
export function routeSamples(deps: {
  app: App;
  db: Database;
  sandbox: StripeSandbox;
  owners: Owners;
  /** The app's secret: unsubscribe links are signed with it. */
  secret: string;
}) {
  const { app, db, sandbox, owners } = deps;
  const unsubscribeToken = createUnsubscribeTokens(deps.secret).issue(owners.buyer.email, 'car-booked');
  const headers = (caller: Caller) => ({
    ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
    ...(caller.cookie ? { cookie: caller.cookie } : {}),
    origin: testPublicUrl,
  });
  const json = (method: InjectOptions['method'], url: string, payload?: object) => (caller: Caller) =>
    ({ method, url, headers: headers(caller), ...(payload ? { payload } : {}) }) as InjectOptions;
  const aCar = (overrides: Parameters<typeof createCar>[2] = {}) =>
    createCar(db, { sellerId: owners.seller.accountId, modelId: owners.modelId }, overrides);
  /**
   * The token of a deletion link just e-mailed to the caller (their earlier request cancelled first), or one that
   * names nothing when the caller cannot ask for one.
   */
  const aDeletionLink = async (caller: Caller) => {
    const sentBefore = mailboxOf(app).received.length;
    await app.inject(json('DELETE', '/api/me/deletion')(caller));
    const asked = await app.inject(json('POST', '/api/me/deletion')(caller));
    if (asked.statusCode !== 200) return randomBytes(32).toString('base64url');
    const mail = await mailboxOf(app).waitFor(
      (received) =>
        received.to === caller.email &&
        // By its link, in whichever language the caller chose (a sample before this one may have chosen Spanish).
        received.text.includes('/dashboard/settings/delete-account?token=') &&
        mailboxOf(app).received.indexOf(received) >= sentBefore,
    );
    return /delete-account\?token=(\S+)/.exec(mail.text)![1]!;
  };
  /** A conversation of the buyer about a car of the seller, with the seller's answer in it. */
  const aConversation = async (at?: Date) => {
    const buyerId = (
      await db.execute<{ id: string }>(sql`select id from accounts where user_email = ${owners.buyer.email}`)
    ).rows[0]!.id;
    const car = await aCar();
    const made = await createConversation(
      db,
      { carId: car.id, buyerId, sellerId: owners.seller.accountId },
      undefined,
      at,
    );
    return { conversationId: made.id, sellerMessageId: made.sellerMessageId };
  };
  /** A conversation of the buyer about a car of the seller's dealership, not answered yet. */
  const aDealerConversation = async () => {
    const buyerId = (
      await db.execute<{ id: string }>(sql`select id from accounts where user_email = ${owners.buyer.email}`)
    ).rows[0]!.id;
    const car = await aCar({ dealerId: (await aDealership()).id });
    const made = await createConversation(
      db,
      { carId: car.id, buyerId, sellerId: owners.seller.accountId },
      undefined,
      undefined,
      null,
    );
    return made.id;
  };
  /** A test drive the buyer asked for, of a fresh car of the seller, who keeps every hour open. */
  const aTestDrive = async () => {
    await setAvailability(app, owners.seller);
    return requestTestDrive(app, owners.buyer, (await aCar()).id);
  };
  /** A drive waiting for `caller`'s answer: the seller answers the buyer's request, the buyer the seller's new time. */
  const aDriveToAnswer = async (caller: Caller) => {
    const drive = await aTestDrive();
    if (caller.email !== owners.buyer.email) return drive._id;
    const [slot] = await slotsOf(app, drive.carId!);
    await actOn(app, owners.seller, drive._id, 'propose', { start: slot!.start });
    return drive._id;
  };
  /** A conversation started two days ago: the offers' samples make many, which must not use up the buyer's limits. */
  const anEarlierConversation = () => aConversation(new Date(Date.now() - 2 * 86_400_000));
  /** An open offer of the buyer, at four fifths of the asking price, in a conversation about a car of the seller. */
  const anOffer = async () => {
    const { conversationId } = await anEarlierConversation();
    const made = await app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/offers`,
      headers: headers(owners.buyer),
      payload: { amount: 12_000 },
    });
    return made.json()._id as string;
  };
  const aBooking = async () => bookCar(app, owners.buyer, (await aCar()).id);
  const aCharge = async () => {
    const bookingId = await aBooking();
    const intent = await createIntent(app, owners.buyer, bookingId);
    const confirmed = await confirmCard(app, sandbox, intent.json().clientSecret);
    return { bookingId, transactionId: confirmed.json().id as string };
  };
  /** A car sold to the buyer by card: its booking paid. */
  const aSale = async () => {
    const { bookingId, transactionId } = await aCharge();
    await recordPayment(app, owners.buyer, transactionId);
    await completeBooking(app, owners.buyer, bookingId);
    return bookingId;
  };
  const reviewText = 'A straight deal: the car was as described.';
  /** The buyer's review of the seller, of a fresh sale. */
  const aReview = async () => {
    const written = await app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: headers(owners.buyer),
      payload: { bookingId: await aSale(), rating: 4, text: reviewText },
    });
    return written.json()._id as string;
  };
  const aReservation = async () => reserveCar(app, sandbox, owners.buyer, (await aCar()).id);
  const aReportedCar = async () => {
    const car = await aCar();
    await app.inject({
      method: 'POST',
      url: '/api/reportedItems',
      headers: headers(owners.buyer),
      payload: { carId: car.id },
    });
    return car;
  };
  /** An open moderation item: a car the buyer reported. */
  const aModerationItem = async () => {
    const car = await aReportedCar();
    const found = await db.execute<{ id: string }>(
      sql`select id from moderation_items where kind = 'car' and target_id = ${car.id} and state = 'open'`,
    );
    return found.rows[0]!.id;
  };
  /** The buyer's saved searches are forgotten before each sample: an account keeps 25 and no query twice. */
  const forgetSavedSearches = () =>
    db.execute(
      sql`delete from saved_searches where account_id = (select id from accounts where user_email = ${owners.buyer.email})`,
    );
  const aSavedSearch = async () => {
    await forgetSavedSearches();
    const saved = await app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: headers(owners.buyer),
      payload: { name: 'Walked search', query: 'mileageMax=90000', frequency: 'instant' },
    });
    return saved.json()._id as string;
  };
  /** A fresh person's link to a new address, as the SMTP server received it. */
  const aChangeLink = async () => {
    const person = await signUp(app);
    const newEmail = `moved-${randomBytes(4).toString('hex')}@example.com`;
    await app.inject({
      method: 'POST',
      url: '/api/account/email-change',
      headers: { authorization: `Bearer ${await accessToken(app, person)}` },
      payload: { newEmail },
    });
    const mail = await mailboxOf(app).waitFor((received) => received.to === newEmail);
    return decodeURIComponent(/\/confirm-email\?token=([\w%-]+)/.exec(mail.text)![1]!);
  };
  /** A fresh dealership the seller owns (they leave the one a sample before made: a person works for one). */
  const aDealership = async () => {
    await db.execute(sql`delete from dealer_staff where account_id = ${owners.seller.accountId}`);
    return createDealer(db, [{ accountId: owners.seller.accountId, role: 'owner' }]);
  };
  /** A fresh dealership of the seller's with a salesperson on its staff. */
  const aDealershipWithSales = async () => {
    const dealer = await aDealership();
    const salesperson = await createAccount(db, { accountStatus: 'seller' });
    await db.execute(
      sql`insert into dealer_staff (dealer_id, account_id, role, joined_at) values (${dealer.id}, ${salesperson.id}, 'sales', now())`,
    );
    return { dealer, salespersonId: salesperson.id };
  };
  /** A pending invitation to `email` (a fresh dealership's), and its link's token. */
  const anInvitation = async (email: string, dealerId?: string) => {
    const token = randomBytes(32).toString('base64url');
    const id =
      dealerId ?? (await createDealer(db, [{ accountId: (await createAccount(db)).id, role: 'owner' }])).id;
    const [row] = await db
      .insert(dealerInvitations)
      .values({
        dealerId: id,
        email: email.toLowerCase(),
        role: 'sales',
        tokenHash: createHash('sha256').update(token).digest('hex'),
        createdAt: new Date(),
        expiresAt: new Date(Date.now() + 7 * 86_400_000),
      })
      .returning({ id: dealerInvitations.id });
    return { token, invitationId: row!.id };
  };
  const uploadRequest = (caller: Caller): InjectOptions => {
    const form = multipartFile({ filename: 'car.jpg', contentType: 'image/jpeg', bytes: photo });
    return {
      method: 'POST',
      url: '/api/upload',
      headers: { ...headers(caller), ...form.headers },
      payload: form.payload,
    };
  };
  /** A dry run of a one-car inventory file of the seller's dealership (its row refused: no photo archive). */
  const anImportRequest = async (caller: Caller): Promise<InjectOptions> => {
    const csv = `stock_number,make,model,year,mileage,price,body_type,fuel,transmission,drivetrain,colour,condition,photos\nA1,Toyota,Camry,2019,40000,18000,${owners.modelName},gasoline,automatic,FWD,white,Good,a.jpg\n`;
    const form = multipartForm([
      { name: 'dryRun', value: 'true' },
      { name: 'file', filename: 'inventory.csv', contentType: 'text/csv', bytes: Buffer.from(csv) },
    ]);
    return {
      method: 'POST',
      url: `/api/dealers/${(await aDealership()).id}/imports`,
      headers: { ...headers(caller), ...form.headers },
      payload: form.payload,
    };
  };
  /** A checked import of the seller's dealership, written straight to the database. */
  const anImport = async () => {
    const [made] = await db
      .insert(dealerImports)
      .values({
        dealerId: (await aDealership()).id,
        state: 'checked',
        dryRun: true,
        fullFeed: false,
        fileName: 'inventory.csv',
        input: [],
        photos: {},
        total: 0,
        createdAt: new Date(),
      })
      .returning();
    return made!.id;
  };
  const upload = async (caller: Caller) => {
    const response = await app.inject(uploadRequest(caller));
    return response.statusCode === 200 ? (response.json().data.url as string) : '/uploads/cars/none-640.webp';
  };

  const samples: Record<
    PolicyRoute,
    ((caller: Caller) => Promise<InjectOptions> | InjectOptions) | undefined
  > = {
    'GET /api/health': json('GET', '/api/health'),
    'GET /api/docs': json('GET', '/api/docs'),
    'GET /api/docs/': json('GET', '/api/docs/'),
    'GET /api/docs/json': json('GET', '/api/docs/json'),
    'GET /api/docs/yaml': json('GET', '/api/docs/yaml'),
    'GET /api/docs/static/index.html': json('GET', '/api/docs/static/index.html'),
    'GET /api/docs/static/*': json('GET', '/api/docs/static/swagger-ui.css'),
    'GET /api/docs/static/swagger-initializer.js': json('GET', '/api/docs/static/swagger-initializer.js'),
    // The authentication library's own calls are tested with it (auth.routes.test.ts).
    'GET /api/auth/*': undefined,
    'POST /api/auth/*': undefined,
    'GET /api/mail/preferences': json('GET', '/api/mail/preferences'),
    'PUT /api/mail/preferences': json('PUT', '/api/mail/preferences', { kind: 'car-booked', enabled: true }),
    // The link's signature, not the caller, decides: anyone holding it may use it.
    'POST /api/mail/unsubscribe': json('POST', `/api/mail/unsubscribe?token=${unsubscribeToken}`),
    'GET /api/push/public-key': json('GET', '/api/push/public-key'),
    'GET /api/push/subscriptions': json('GET', '/api/push/subscriptions'),
    // A device of its own on each call: an endpoint belongs to one account.
    'POST /api/push/subscriptions': (caller) =>
      json('POST', '/api/push/subscriptions', {
        endpoint: `https://push.example.com/send/${randomBytes(8).toString('hex')}`,
        keys: browserPushKeys(),
        topics: ['messages'],
      })(caller),
    'DELETE /api/push/subscriptions': json('DELETE', '/api/push/subscriptions', {
      endpoint: 'https://push.example.com/send/none',
    }),
    'POST /api/account/email-change': json('POST', '/api/account/email-change', {
      newEmail: 'moved-somewhere@example.com',
    }),
    // The link's token, not the caller, decides: anyone holding it may follow it.
    'POST /api/account/email-change/confirm': async (caller) =>
      json('POST', '/api/account/email-change/confirm', { token: await aChangeLink() })(caller),
    'POST /api/jwt': (caller) => json('POST', '/api/jwt', { email: caller.email })(caller),
    'POST /api/allAccounts': (caller) =>
      json('POST', '/api/allAccounts', {
        username: 'Walker',
        userEmail: caller.email,
        phone: '1',
        location: 'Here',
        accountStatus: 'buyer',
      })(caller),
    'GET /api/accounts/me': json('GET', '/api/accounts/me'),
    'GET /api/accounts/me/financing': json('GET', '/api/accounts/me/financing'),
    'PUT /api/accounts/me/financing': json('PUT', '/api/accounts/me/financing', {
      apr: 6.5,
      termMonths: 72,
      downPercent: 20,
    }),
    'PUT /api/accounts/me/language': json('PUT', '/api/accounts/me/language', { language: 'es' }),
    'GET /api/me/export': json('GET', '/api/me/export'),
    'GET /api/me/deletion': json('GET', '/api/me/deletion'),
    'POST /api/me/deletion': async (caller) => {
      await app.inject(json('DELETE', '/api/me/deletion')(caller));
      return json('POST', '/api/me/deletion')(caller);
    },
    'POST /api/me/deletion/confirm': async (caller) =>
      json('POST', '/api/me/deletion/confirm', { token: await aDeletionLink(caller) })(caller),
    'DELETE /api/me/deletion': json('DELETE', '/api/me/deletion'),
    'GET /api/admin/:email': json('GET', `/api/admin/${owners.buyer.email}`),
    'GET /api/buyer/:email': json('GET', `/api/buyer/${owners.buyer.email}`),
    'GET /api/seller/:email': json('GET', `/api/seller/${owners.buyer.email}`),
    'GET /api/carModels': json('GET', '/api/carModels'),
    'GET /api/products/advertise': json('GET', '/api/products/advertise'),
    'GET /api/carModels/:model': json('GET', `/api/carModels/${owners.modelName}`),
    'GET /api/makes': json('GET', '/api/makes'),
    'GET /api/cars/:id': async (caller) => json('GET', `/api/cars/${(await aCar()).id}`)(caller),
    'GET /api/cars/:id/comparables': async (caller) =>
      json('GET', `/api/cars/${(await aCar()).id}/comparables`)(caller),
    'GET /api/search': json('GET', '/api/search?q=car&zip=90210&radius=500&sort=distance'),
    'GET /api/search/suggest': json('GET', '/api/search/suggest?q=to'),
    'GET /api/zips/:zip': json('GET', '/api/zips/90210'),
    'GET /api/valuation': json('GET', '/api/valuation?vin=1HGCM82633A004352&mileage=90000&zip=90210'),
    'GET /api/valuation/comparables': json(
      'GET',
      '/api/valuation/comparables?make=Honda&modelName=Accord&year=2003&mileage=90000&zip=90210',
    ),
    'GET /api/vin/:vin': json('GET', '/api/vin/1HGCM82633A004352'),
    'POST /api/upload': uploadRequest,
    'POST /api/dealers/:id/imports': anImportRequest,
    'GET /api/dealers/:id/imports': async (caller) =>
      json('GET', `/api/dealers/${(await aDealership()).id}/imports`)(caller),
    'GET /api/imports/:id': async (caller) => json('GET', `/api/imports/${await anImport()}`)(caller),
    'POST /api/allCar': async (caller) =>
      json('POST', '/api/allCar', {
        productName: 'Walked car',
        image: await upload(caller),
        model: owners.modelName,
        location: 'Austin',
        resalePrice: 9_000,
        originalPrice: 12_000,
        useYear: 2,
        purchaseYear: 2022,
        phone: '1',
        ...vehicleFields,
      })(caller),
    'POST /api/products': (caller) => json('POST', '/api/products', { email: caller.email })(caller),
    'PUT /api/products/advertise/:id': async (caller) =>
      json('PUT', `/api/products/advertise/${(await aCar()).id}`)(caller),
    'PATCH /api/products/:id': async (caller) =>
      json('PATCH', `/api/products/${(await aCar()).id}`, { resalePrice: 14_000 })(caller),
    'GET /api/products/stats': json('GET', '/api/products/stats'),
    'GET /api/products/:id/stats': async (caller) =>
      json('GET', `/api/products/${(await aCar()).id}/stats?days=7`)(caller),
    'PUT /api/products/sold/:id': async (caller) =>
      json('PUT', `/api/products/sold/${(await aCar()).id}`)(caller),
    'DELETE /api/products/:id': async (caller) =>
      json('DELETE', `/api/products/${(await aCar()).id}`)(caller),
    'POST /api/bookings': async (caller) =>
      json('POST', '/api/bookings', { carId: (await aCar()).id, location: 'Lot', phone: '1' })(caller),
    'POST /api/bookings/:email': (caller) =>
      json('POST', `/api/bookings/${caller.email}`, { email: caller.email })(caller),
    'POST /api/reportedItems': async (caller) =>
      json('POST', '/api/reportedItems', { carId: (await aCar()).id })(caller),
    'GET /api/favorites': json('GET', '/api/favorites'),
    'PUT /api/favorites/:carId': async (caller) => json('PUT', `/api/favorites/${(await aCar()).id}`)(caller),
    'DELETE /api/favorites/:carId': async (caller) =>
      json('DELETE', `/api/favorites/${(await aCar()).id}`)(caller),
    'GET /api/saved-searches': json('GET', '/api/saved-searches'),
    'POST /api/saved-searches': async (caller) => {
      await forgetSavedSearches();
      return json('POST', '/api/saved-searches', {
        name: 'Cheap',
        query: 'priceMax=10000',
        frequency: 'daily',
      })(caller);
    },
    'PATCH /api/saved-searches/:id': async (caller) =>
      json('PATCH', `/api/saved-searches/${await aSavedSearch()}`, { frequency: 'weekly' })(caller),
    'POST /api/saved-searches/:id/visit': async (caller) =>
      json('POST', `/api/saved-searches/${await aSavedSearch()}/visit`)(caller),
    'DELETE /api/saved-searches/:id': async (caller) =>
      json('DELETE', `/api/saved-searches/${await aSavedSearch()}`)(caller),
    'POST /api/bookings/:id/cancel': async (caller) =>
      json('POST', `/api/bookings/${await aBooking()}/cancel`)(caller),
    'POST /api/bookings/:id/decline': async (caller) =>
      json('POST', `/api/bookings/${await aBooking()}/decline`, { reason: 'Sold at the weekend.' })(caller),
    'POST /api/offers': async (caller) =>
      json('POST', '/api/offers', { carId: (await aCar()).id, amount: 12_000 })(caller),
    'GET /api/offers': json('GET', '/api/offers'),
    'POST /api/offers/:id/accept': async (caller) =>
      json('POST', `/api/offers/${await anOffer()}/accept`)(caller),
    'POST /api/offers/:id/decline': async (caller) =>
      json('POST', `/api/offers/${await anOffer()}/decline`)(caller),
    'POST /api/offers/:id/counter': async (caller) =>
      json('POST', `/api/offers/${await anOffer()}/counter`, { amount: 13_500 })(caller),
    'POST /api/offers/:id/withdraw': async (caller) =>
      json('POST', `/api/offers/${await anOffer()}/withdraw`)(caller),
    'GET /api/deals': json('GET', '/api/deals'),
    'GET /api/sellers/me/replies': json('GET', '/api/sellers/me/replies'),
    'GET /api/products/:id/leads': async (caller) =>
      json('GET', `/api/products/${(await aCar()).id}/leads`)(caller),
    'GET /api/payouts': json('GET', '/api/payouts'),
    'POST /api/payouts/onboarding': json('POST', '/api/payouts/onboarding'),
    'GET /api/bookingPayment/:id': async (caller) =>
      json('GET', `/api/bookingPayment/${await aBooking()}`)(caller),
    'GET /api/bookings/:id/receipt.pdf': async (caller) =>
      json('GET', `/api/bookings/${await aSale()}/receipt.pdf`)(caller),
    'GET /api/payouts/:id/statement.pdf': async (caller) => {
      const bookingId = await aSale();
      const transfer = await db.execute<{ id: string }>(
        sql`select id from payout_transfers where booking_id = ${bookingId}`,
      );
      return json('GET', `/api/payouts/${transfer.rows[0]!.id}/statement.pdf`)(caller);
    },
    'PATCH /api/bookingPayment/:id': async (caller) => {
      const { bookingId, transactionId } = await aCharge();
      await recordPayment(app, owners.buyer, transactionId);
      return json('PATCH', `/api/bookingPayment/${bookingId}`)(caller);
    },
    'POST /api/create-payment-intent': async (caller) =>
      json('POST', '/api/create-payment-intent', { bookingId: await aBooking(), price: 1 })(caller),
    'POST /api/payments': async (caller) =>
      json('POST', '/api/payments', { transactionId: (await aCharge()).transactionId })(caller),
    'GET /api/paymentProvider': json('GET', '/api/paymentProvider'),
    'POST /api/payments/:bookingId/refund': async (caller) =>
      json('POST', `/api/payments/${await aSale()}/refund`, { reason: 'The car failed its inspection.' })(
        caller,
      ),
    'POST /api/admin/payments/:bookingId/refund': async (caller) =>
      json('POST', `/api/admin/payments/${await aSale()}/refund`, {
        reason: 'The buyer returned the car.',
        relist: true,
      })(caller),
    'GET /api/admin/payments': json('GET', '/api/admin/payments?status=paid&q=civic'),
    'POST /api/reservations': async (caller) =>
      json('POST', '/api/reservations', { carId: (await aCar()).id })(caller),
    'POST /api/reservations/:id/confirm': async (caller) =>
      json('POST', `/api/reservations/${(await aReservation()).id}/confirm`)(caller),
    'POST /api/reservations/:id/cancel': async (caller) =>
      json('POST', `/api/reservations/${(await aReservation()).id}/cancel`)(caller),
    'GET /api/reservations': json('GET', '/api/reservations'),
    'GET /api/cars/:id/reservation-terms': async (caller) =>
      json('GET', `/api/cars/${(await aCar()).id}/reservation-terms`)(caller),
    // Signed by the gateway, not by a user: its signature cases are in payments.routes.test.ts.
    'POST /api/webhooks/stripe': json('POST', '/api/webhooks/stripe', { id: 'evt_walk', type: 'ping' }),
    'GET /api/reportedItems': json('GET', '/api/reportedItems'),
    'DELETE /api/reportedItems/:id': async (caller) =>
      json('DELETE', `/api/reportedItems/${(await aReportedCar()).id}`)(caller),
    'POST /api/buyers': (caller) => json('POST', '/api/buyers', { email: caller.email })(caller),
    'POST /api/sellers': (caller) => json('POST', '/api/sellers', { email: caller.email })(caller),
    'PUT /api/sellers/verifyStatus/:id': async (caller) =>
      json('PUT', `/api/sellers/verifyStatus/${(await createAccount(db)).id}`, { sellerStatus: 'verified' })(
        caller,
      ),
    'DELETE /api/sellers/:id': async (caller) =>
      json('DELETE', `/api/sellers/${(await createAccount(db)).id}`)(caller),
    'DELETE /api/buyers/:id': async (caller) =>
      json('DELETE', `/api/buyers/${(await createAccount(db, { accountStatus: 'buyer' })).id}`)(caller),
    // Streams stay open until the client leaves: their callers are checked in events.routes.test.ts.
    'GET /api/events': undefined,
    'GET /api/events/cars': undefined,
    'POST /api/conversations': async (caller) => {
      const stranger = await createAccount(db, { accountStatus: 'seller' });
      const car = await createCar(db, { sellerId: stranger.id, modelId: owners.modelId });
      return json('POST', '/api/conversations', { carId: car.id, text: 'Is it still for sale?' })(caller);
    },
    'GET /api/conversations': json('GET', '/api/conversations'),
    'GET /api/dealers/:id/conversations': async (caller) =>
      json('GET', `/api/dealers/${(await aDealership()).id}/conversations?assignedTo=none`)(caller),
    'POST /api/conversations/:id/assign': async (caller) =>
      json('POST', `/api/conversations/${await aDealerConversation()}/assign`, {
        accountId: owners.seller.accountId,
      })(caller),
    'GET /api/conversations/:id/messages': async (caller) =>
      json('GET', `/api/conversations/${(await aConversation()).conversationId}/messages`)(caller),
    'POST /api/conversations/:id/messages': async (caller) =>
      json('POST', `/api/conversations/${(await aConversation()).conversationId}/messages`, {
        text: 'Saturday works.',
      })(caller),
    'POST /api/conversations/:id/read': async (caller) =>
      json('POST', `/api/conversations/${(await aConversation()).conversationId}/read`)(caller),
    'GET /api/conversations/:id/offers': async (caller) =>
      json('GET', `/api/conversations/${(await anEarlierConversation()).conversationId}/offers`)(caller),
    'POST /api/conversations/:id/offers': async (caller) =>
      json('POST', `/api/conversations/${(await anEarlierConversation()).conversationId}/offers`, {
        amount: 12_000,
      })(caller),
    'POST /api/messages/:id/report': async (caller) =>
      json('POST', `/api/messages/${(await aConversation()).sellerMessageId}/report`, { reason: 'scam' })(
        caller,
      ),
    'POST /api/reviews': async (caller) =>
      json('POST', '/api/reviews', { bookingId: await aSale(), rating: 5, text: reviewText })(caller),
    'PATCH /api/reviews/:id': async (caller) =>
      json('PATCH', `/api/reviews/${await aReview()}`, { rating: 3 })(caller),
    'POST /api/reviews/:id/reply': async (caller) =>
      json('POST', `/api/reviews/${await aReview()}/reply`, { text: 'Thank you, enjoy the drive!' })(caller),
    'POST /api/reviews/:id/report': async (caller) =>
      json('POST', `/api/reviews/${await aReview()}/report`, {
        reason: 'misleading',
        note: 'Not what happened.',
      })(caller),
    'GET /api/reviews/mine': json('GET', '/api/reviews/mine'),
    'GET /api/sellers/:id': json('GET', `/api/sellers/${owners.seller.accountId}`),
    'GET /api/sellers/:id/reviews': json('GET', `/api/sellers/${owners.seller.accountId}/reviews?page=1`),
    'GET /api/sellers/:id/listings': json('GET', `/api/sellers/${owners.seller.accountId}/listings?page=1`),
    'POST /api/users/:id/report': async (caller) =>
      json('POST', `/api/users/${(await createAccount(db)).id}/report`, {
        reason: 'scam',
        note: 'Asked for a deposit',
      })(caller),
    'POST /api/users/:id/block': async (caller) =>
      json('POST', `/api/users/${(await createAccount(db)).id}/block`)(caller),
    'POST /api/users/:id/unblock': async (caller) =>
      json('POST', `/api/users/${(await createAccount(db)).id}/unblock`)(caller),
    'GET /api/reportedMessages': json('GET', '/api/reportedMessages'),
    'GET /api/moderation': json('GET', '/api/moderation'),
    'POST /api/moderation/:id/actions': async (caller) =>
      json('POST', `/api/moderation/${await aModerationItem()}/actions`, {
        action: 'dismiss',
        reason: 'The listing matches its photos.',
      })(caller),
    'GET /api/audit': json('GET', '/api/audit?action=dismiss&from=2026-01-01'),
    'POST /api/products/:id/appeal': async (caller) => {
      const car = await aCar({
        hiddenAt: new Date(),
        hiddenBy: 'moderator',
        hiddenReason: 'Photos of another car.',
      });
      return json('POST', `/api/products/${car.id}/appeal`, { reason: 'These are my own photos.' })(caller);
    },
    'GET /api/admin/finance': json('GET', '/api/admin/finance?from=2026-01-01&to=2026-01-31&group=day'),
    'GET /api/admin/finance.csv': json(
      'GET',
      '/api/admin/finance.csv?from=2026-01-01&to=2026-12-31&group=month',
    ),
    'GET /api/availability': json('GET', '/api/availability'),
    'PUT /api/availability': json('PUT', '/api/availability', allWeek('America/Chicago')),
    'GET /api/cars/:id/test-drive-slots': async (caller) => {
      await setAvailability(app, owners.seller);
      return json('GET', `/api/cars/${(await aCar()).id}/test-drive-slots`)(caller);
    },
    'POST /api/test-drives': async (caller) => {
      await setAvailability(app, owners.seller);
      const car = await aCar();
      const [slot] = await slotsOf(app, car.id);
      return json('POST', '/api/test-drives', { carId: car.id, start: slot!.start })(caller);
    },
    'GET /api/test-drives': json('GET', '/api/test-drives'),
    'POST /api/test-drives/:id/confirm': async (caller) =>
      json('POST', `/api/test-drives/${await aDriveToAnswer(caller)}/confirm`)(caller),
    'POST /api/test-drives/:id/decline': async (caller) =>
      json('POST', `/api/test-drives/${await aDriveToAnswer(caller)}/decline`)(caller),
    'POST /api/test-drives/:id/cancel': async (caller) =>
      json('POST', `/api/test-drives/${(await aTestDrive())._id}/cancel`)(caller),
    'POST /api/test-drives/:id/propose': async (caller) => {
      const drive = await aTestDrive();
      const slot = (await slotsOf(app, drive.carId!))[1];
      return json('POST', `/api/test-drives/${drive._id}/propose`, { start: slot!.start })(caller);
    },
    // A seller opens a dealership: whoever calls leaves the one they work for first, as a person works for one.
    'POST /api/dealers': async (caller) => {
      await db.execute(
        sql`delete from dealer_staff where account_id = (select id from accounts where user_email = ${caller.email})`,
      );
      return json('POST', '/api/dealers', {
        name: 'Walked Motors',
        zip: '78701',
        address: '100 Congress Ave, Austin, TX',
        phone: '+1 512 555 0100',
        hours: 'Mon–Sat 9:00–18:00',
        about: 'Family-run since 1990.',
      })(caller);
    },
    'GET /api/dealers/mine': json('GET', '/api/dealers/mine'),
    'GET /api/dealers/:id': async (caller) =>
      json('GET', `/api/dealers/${(await aDealership()).slug}`)(caller),
    'GET /api/dealers/:id/reviews': async (caller) =>
      json('GET', `/api/dealers/${(await aDealership()).slug}/reviews?page=1`)(caller),
    'PATCH /api/dealers/:id': async (caller) =>
      json('PATCH', `/api/dealers/${(await aDealership()).id}`, { hours: 'Mon–Fri 8:00–20:00' })(caller),
    'POST /api/dealers/:id/invitations': async (caller) =>
      json('POST', `/api/dealers/${(await aDealership()).id}/invitations`, {
        email: `invited-${randomBytes(4).toString('hex')}@example.com`,
        role: 'sales',
      })(caller),
    'GET /api/dealers/:id/invitations': async (caller) =>
      json('GET', `/api/dealers/${(await aDealership()).id}/invitations`)(caller),
    'DELETE /api/dealers/:id/invitations/:invitationId': async (caller) => {
      const dealer = await aDealership();
      const { invitationId } = await anInvitation('someone@example.com', dealer.id);
      return json('DELETE', `/api/dealers/${dealer.id}/invitations/${invitationId}`)(caller);
    },
    'GET /api/dealers/:id/staff': async (caller) =>
      json('GET', `/api/dealers/${(await aDealership()).id}/staff`)(caller),
    'DELETE /api/dealers/:id/staff/:accountId': async (caller) => {
      const { dealer, salespersonId } = await aDealershipWithSales();
      return json('DELETE', `/api/dealers/${dealer.id}/staff/${salespersonId}`)(caller);
    },
    'PATCH /api/dealers/:id/staff/:accountId': async (caller) => {
      const { dealer, salespersonId } = await aDealershipWithSales();
      return json('PATCH', `/api/dealers/${dealer.id}/staff/${salespersonId}`, { role: 'manager' })(caller);
    },
    'GET /api/invitations/:token': async (caller) =>
      json('GET', `/api/invitations/${(await anInvitation('someone@example.com')).token}`)(caller),
    // The seller was invited; they leave the dealership a sample before made them own, to be free to join.
    'POST /api/invitations/:token/accept': async (caller) => {
      await db.execute(sql`delete from dealer_staff where account_id = ${owners.seller.accountId}`);
      return json(
        'POST',
        `/api/invitations/${(await anInvitation(owners.seller.email)).token}/accept`,
      )(caller);
    },
  };
  return samples;
}
