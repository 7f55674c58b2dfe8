import { randomBytes } from 'node:crypto';
import type { Database } from '../src/db/client.ts';
import { formatPostDate, formatPostTime } from '../src/lib/time.ts';
import { createAccountsRepo, type NewAccount } from '../src/modules/accounts/accounts.repo.ts';
import { createCarsRepo, type NewCar } from '../src/modules/cars/cars.repo.ts';
import { bookings } from '../src/modules/bookings/bookings.table.ts';
import { conversations, messages } from '../src/modules/conversations/conversations.table.ts';
import type { DealerRole } from '@second-gear/contract';
import { dealerStaff, dealers } from '../src/modules/dealers/dealers.table.ts';
import { reservations } from '../src/modules/reservations/reservations.table.ts';

const unique = () => randomBytes(4).toString('hex');

export function anAccount(overrides: Partial<NewAccount> = {}): NewAccount {
  const id = unique();
  return {
    username: `Seller ${id}`,
    userEmail: `seller-${id}@example.com`,
    phone: '+1 555 0100',
    location: 'Austin, TX',
    accountStatus: 'seller',
    ...overrides,
  };
}

export async function createAccount(db: Database, overrides: Partial<NewAccount> = {}) {
  const account = anAccount(overrides);
  const id = await createAccountsRepo(db).upsertByEmail(account);
  return { id, ...account };
}

export async function createCarModel(db: Database, model = `Model ${unique()}`) {
  const ids = await createCarsRepo(db).ensureCarModels([
    { model, image: `/uploads/catalogue/${model.toLowerCase()}-640.webp` },
  ]);
  return { id: ids.get(model.toLowerCase())!, model };
}

/** The vehicle data of a POST /allCar body: a car the taxonomy knows, in a real ZIP. */
export const vehicleFields = {
  make: 'Toyota',
  modelName: 'Camry',
  trim: 'SE',
  year: 2020,
  mileage: 48_000,
  fuelType: 'gasoline',
  transmission: 'automatic',
  drivetrain: 'FWD',
  exteriorColor: 'white',
  zip: '78701',
} as const;

export function aCar(
  refs: { sellerId: string; modelId: string },
  overrides: Partial<Omit<NewCar, 'sellerId' | 'modelId'>> = {},
): NewCar {
  const postedAt = overrides.createdAt ?? new Date();
  return {
    ...refs,
    productName: `Car ${unique()}`,
    image: `/uploads/cars/${unique()}-640.webp`,
    location: 'Austin, TX',
    resalePrice: 15_000,
    originalPrice: 25_000,
    useYear: 5,
    purchaseYear: 2020,
    conditionType: 'Good',
    description: 'A test car.',
    phone: '+1 555 0100',
    postTime: formatPostTime(postedAt),
    postDate: formatPostDate(postedAt),
    createdAt: postedAt,
    make: 'Toyota',
    modelName: 'Camry',
    trim: 'SE',
    year: 2020,
    mileage: 48_000,
    fuelType: 'gasoline',
    transmission: 'automatic',
    drivetrain: 'FWD',
    exteriorColor: 'white',
    zip: '78701',
    latitude: 30.2713,
    longitude: -97.7426,
    ...overrides,
  };
}

/** A car's overrides for a listing from before vehicle data was asked for: every vehicle field, VIN and place empty. */
export const withoutVehicleData = {
  make: null,
  modelName: null,
  trim: null,
  year: null,
  mileage: null,
  fuelType: null,
  transmission: null,
  drivetrain: null,
  exteriorColor: null,
  vin: null,
  zip: null,
  latitude: null,
  longitude: null,
} as const;

export async function createCar(
  db: Database,
  refs: { sellerId: string; modelId: string },
  overrides: Partial<Omit<NewCar, 'sellerId' | 'modelId'>> = {},
) {
  const car = aCar(refs, overrides);
  const id = await createCarsRepo(db).insertCar(car);
  return { id, ...car };
}

/**
 * A dealership with its staff, written straight to the database: for tests of what dealers' cars and inboxes do (the
 * dealers module's own tests go through its calls). Each person given must already have an account.
 */
export async function createDealer(
  db: Database,
  staff: { accountId: string; role: DealerRole }[],
  overrides: Partial<typeof dealers.$inferInsert> = {},
) {
  const id = unique();
  const [dealer] = await db
    .insert(dealers)
    .values({
      slug: `dealer-${id}`,
      name: `Dealer ${id}`,
      zip: '78701',
      address: '100 Congress Ave, Austin, TX',
      phone: '+1 512 555 0100',
      hours: 'Mon–Sat 9:00–18:00',
      ...overrides,
    })
    .returning();
  if (staff.length > 0) {
    await db
      .insert(dealerStaff)
      .values(staff.map((member) => ({ ...member, dealerId: dealer!.id, joinedAt: new Date() })));
  }
  return dealer!;
}

/**
 * A conversation about a car with one message from each side, written straight to the database (no limits apply).
 * `now` dates it: one from before the limits' windows does not count toward them. The seller answers at `answeredAt`
 * (`now` unless given), or not at all when it is null.
 */
export async function createConversation(
  db: Database,
  refs: { carId: string; buyerId: string; sellerId: string },
  texts: { buyer: string; seller: string } = { buyer: 'Is it still available?', seller: 'Yes, it is.' },
  now = new Date(),
  answeredAt: Date | null = now,
) {
  const [conversation] = await db
    .insert(conversations)
    .values({ ...refs, carName: 'A car', createdAt: now, lastMessageAt: answeredAt ?? now })
    .returning({ id: conversations.id });
  const written = await db
    .insert(messages)
    .values([
      { conversationId: conversation!.id, senderId: refs.buyerId, text: texts.buyer, createdAt: now },
      ...(answeredAt
        ? [
            {
              conversationId: conversation!.id,
              senderId: refs.sellerId,
              text: texts.seller,
              createdAt: answeredAt,
            },
          ]
        : []),
    ])
    .returning({ id: messages.id });
  return {
    id: conversation!.id,
    buyerMessageId: String(written[0]!.id),
    sellerMessageId: written[1] && String(written[1].id),
  };
}

/**
 * A reservation holding a car for a buyer (active, its deposit held), written straight to the database: for tests of
 * what a reserved car looks like elsewhere (the reservations module's own tests go through the gateway).
 */
export async function createReservation(
  db: Database,
  refs: { carId: string; buyerId: string },
  overrides: Partial<typeof reservations.$inferInsert> = {},
) {
  const now = new Date();
  const [row] = await db
    .insert(reservations)
    .values({
      ...refs,
      buyerName: 'A buyer',
      buyerEmail: `buyer-${unique()}@example.com`,
      productName: 'A car',
      productImage: '/uploads/cars/a-car.webp',
      productPrice: 9_000,
      state: 'active',
      amountCents: 25_000,
      intentId: `pi_${unique()}`,
      expiresAt: new Date(now.getTime() + 72 * 3_600_000),
      activatedAt: now,
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * A booking of a car, paid at `paidAt` (or refunded after), written straight to the database: for what follows a sale
 * (the payments module's own tests go through the gateway).
 */
export async function createPaidBooking(
  db: Database,
  refs: { carId: string; buyerId: string },
  paidAt: Date,
  paymentStatus: 'paid' | 'refunded' = 'paid',
) {
  const [row] = await db
    .insert(bookings)
    .values({
      ...refs,
      username: 'A buyer',
      email: `buyer-${unique()}@example.com`,
      meetingLocation: 'Main Street parking',
      phone: '+1 555 0111',
      productName: 'A car',
      productPrice: 15_000,
      productImage: '/uploads/cars/a-car-640.webp',
      carModel: 'Sedan',
      paymentStatus,
      paidAt,
      createdAt: paidAt,
    })
    .returning({ id: bookings.id });
  return row!.id;
}
