import { sandboxTestCards } from '@second-gear/contract';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { createAccountsRepo } from '../modules/accounts/accounts.repo.ts';
import { createAuthRepo } from '../modules/auth/auth.repo.ts';
import { createBookingsRepo } from '../modules/bookings/bookings.repo.ts';
import type { BookingsService } from '../modules/bookings/bookings.service.ts';
import { createCarsRepo } from '../modules/cars/cars.repo.ts';
import type { PaymentsService } from '../modules/payments/payments.service.ts';
import { demoBuyer, demoCars, demoSellers } from './demo-catalogue.ts';
import { seedDemoReview } from './demo-moderation.ts';

/**
 * The demo buyer's purchase of one of the first demo seller's generated cars, made as the payment page makes one: the
 * booking, the intent at the sandbox, the card confirmed there with Stripe's test card, the payment recorded and the
 * booking completed. So the sale has its charge, its ledger rows, the seller's transfer and a receipt; then the buyer's
 * review of it, which the seller reported. Only against the sandbox, and once: a later start finds the sale and buys
 * nothing.
 */
export async function buyDemoCar(deps: {
  db: Database;
  bookings: Pick<BookingsService, 'bookCar'>;
  payments: Pick<PaymentsService, 'provider' | 'createIntent' | 'recordPayment' | 'completeBooking'>;
  /** Where this server answers on this machine: the sandbox confirms cards on its origin. */
  localUrl: string;
  log: Logger;
}) {
  const { db, bookings, payments, localUrl, log } = deps;
  const provider = payments.provider();
  if (provider.kind !== 'sandbox') {
    log.info('The demo has no sale: card payments go to Stripe, not to the sandbox.');
    return;
  }
  const { apiBase, publishableKey } = provider;
  const seller = demoSellers[0]!;
  const accounts = createAccountsRepo(db);
  const [buyerAccount, sellerAccount] = await Promise.all([
    accounts.byEmail(demoBuyer.userEmail),
    accounts.byEmail(seller.userEmail),
  ]);
  const userId = await createAuthRepo(db).userIdByEmail(demoBuyer.userEmail);
  if (!buyerAccount || !sellerAccount || !userId) return;
  const buyer = { userId, email: demoBuyer.userEmail, name: demoBuyer.username };

  const bought = (await createBookingsRepo(db).listByBuyer(buyerAccount.id)).find(
    (row) => row.booking.paymentStatus === 'paid' && row.sellerEmail === seller.userEmail,
  )?.booking;
  const sale = bought ? { bookingId: bought.id, carName: bought.productName } : await buy(sellerAccount.id);
  if (!sale) return;
  await db.transaction((tx) =>
    seedDemoReview(tx, {
      ...sale,
      buyerId: buyerAccount.id,
      sellerId: sellerAccount.id,
      at: new Date(),
    }),
  );

  async function buy(sellerId: string) {
    // Her longest-listed car for sale among the generated ones: the hand-written cars are the ones people open by name.
    const handWritten = new Set(demoCars.map((car) => car.productName));
    const car = (await createCarsRepo(db).listBySeller(sellerId))
      .filter((listing) => listing.saleStatus === 'available' && !handWritten.has(listing.productName))
      .at(-1);
    if (!car) return undefined;
    const bookingId = await bookings.bookCar(buyer, {
      carId: car._id,
      location: 'The seller’s driveway',
      phone: demoBuyer.phone,
    });
    const { clientSecret } = await payments.createIntent(buyer, bookingId, undefined);
    const intentId = clientSecret.split('_secret_')[0]!;
    const apiPath = new URL(apiBase, localUrl).pathname;
    const confirmed = await fetch(new URL(`${apiPath}/v1/payment_intents/${intentId}/confirm`, localUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        key: publishableKey,
        client_secret: clientSecret,
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': sandboxTestCards[0].number.replaceAll(' ', ''),
        'payment_method_data[card][exp_month]': '12',
        'payment_method_data[card][exp_year]': String(new Date().getUTCFullYear() + 5),
        'payment_method_data[card][cvc]': '123',
      }).toString(),
    });
    if (!confirmed.ok) throw new Error(`the sandbox refused the demo buyer's card: ${confirmed.status}`);
    await payments.recordPayment(buyer, intentId);
    await payments.completeBooking(buyer, bookingId);
    log.info(`The demo buyer ${demoBuyer.userEmail} bought ${car.productName} from ${seller.userEmail}.`);
    return { bookingId, carName: car.productName };
  }
}
