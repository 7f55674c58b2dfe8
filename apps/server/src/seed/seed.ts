import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database, Executor } from '../db/client.ts';
import { formatPostDate, formatPostTime } from '../lib/time.ts';
import { createAccountsRepo } from '../modules/accounts/accounts.repo.ts';
import { createAuthRepo } from '../modules/auth/auth.repo.ts';
import { createCarsRepo } from '../modules/cars/cars.repo.ts';
import { createConversationsRepo } from '../modules/conversations/conversations.repo.ts';
import { createFavoritesRepo } from '../modules/favorites/favorites.repo.ts';
import { createTestDrivesRepo } from '../modules/test-drives/test-drives.repo.ts';
import type { PhotoStorage } from '../modules/uploads/photo-storage.ts';
import { photoExists, storePhoto } from '../modules/uploads/photo-store.ts';
import { zipLocation } from '../modules/vehicles/zip-places.ts';
import { carIllustration, carPhoto, paints, type BodyStyle } from '@second-gear/artwork';
import { maxFavorites, type ExteriorColor } from '@second-gear/contract';
import {
  carModelCatalogue,
  demoAdmin,
  demoBuyer,
  demoCars,
  demoDealers,
  demoPassword,
  demoSalesperson,
  demoSellers,
  demoTestDriveHours,
} from './demo-catalogue.ts';
import { fleetLines, generateFleet, type FleetCar, type FleetLine } from './demo-fleet.ts';
import { seedDemoDealerships } from './demo-dealerships.ts';
import { seedDemoModeration } from './demo-moderation.ts';
import { seedDemoStats } from './demo-stats.ts';
import { marketValue } from './market-value.ts';

// Shared by every instance: two servers starting on one database seed it once.
const seedLock = 720_115;

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Renders a drawing once; later starts reuse the stored files. */
async function drawing(photos: PhotoStorage, name: string, svg: () => string) {
  const url = `/uploads/catalogue/${name}-640.webp`;
  if (await photoExists(photos, url)) return url;
  return storePhoto(Buffer.from(svg()), photos, 'catalogue', name, 2);
}

/** Runs `work` over `items`, `limit` at a time: hundreds of drawings at once would hold hundreds of bitmaps. */
async function inTurns<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}

/** The three views of each car, each on its own backdrop: front three-quarter and side in the showroom, rear outdoors. */
const views = [
  { view: 'front', backdrop: '#cbd5e1' },
  { view: 'side', backdrop: '#d6d3d1' },
  { view: 'rear', backdrop: '#9cc3e4' },
] as const;

/** The colour buyers filter by, for each paint of our drawings. */
const colorOfPaint: Record<string, ExteriorColor> = {
  'Polar White': 'white',
  'Midnight Black': 'black',
  'Graphite Grey': 'gray',
  Silver: 'silver',
  'Race Red': 'red',
  'Deep Blue': 'blue',
  'Forest Green': 'green',
  'Sand Beige': 'beige',
  'Sunset Orange': 'orange',
  'Ocean Teal': 'other',
};

function paintHex(name: string): string {
  const paint = paints.find((candidate) => candidate.name === name);
  if (!paint) throw new Error(`Unknown demo paint ${name}`);
  return paint.hex;
}

/** How many generated cars the demo catalogue holds beside the hand-written ones. */
export const demoFleetSize = 1_600;

const fleetCarName = (car: FleetCar) => `${car.year} ${car.line.make} ${car.line.modelName} ${car.trim}`;

const dayMs = 86_400_000;

/**
 * Seeds a fresh database: the car models always, the demo catalogue unless turned off. Safe to run on every
 * start and from several servers at once.
 */
export async function seedDatabase(deps: {
  db: Database;
  photos: PhotoStorage;
  demoData: boolean;
  log: Logger;
}) {
  const { db, photos, demoData, log } = deps;
  const modelImages = await Promise.all(
    carModelCatalogue.map(({ model, style }) =>
      drawing(photos, `model-${slug(model)}`, () =>
        carIllustration(style, { paint: '#e2e8f0', backdrop: '#0f766e' }),
      ),
    ),
  );
  const thisYear = new Date().getFullYear();
  const sellers = [...demoSellers, ...demoDealers];
  // The hand-written cars keep their names to themselves: people (and the journeys) find them by name.
  const handWritten = new Set(demoCars.map((car) => car.productName));
  const fleet = demoData
    ? generateFleet({ count: demoFleetSize, sellers: sellers.length, thisYear }).filter(
        (car) => !handWritten.has(fleetCarName(car)),
      )
    : [];
  const lineOf = (make: string, modelName: string) =>
    fleetLines.find((line) => line.make === make && line.modelName === modelName)!;
  // One drawing of each model line in each of its paints, seen from three sides; cars of a line and paint share it.
  const looks = new Map<string, { line: FleetLine; paint: string }>();
  const lookKey = (line: FleetLine, paint: string) =>
    `demo-${slug(`${line.make} ${line.modelName} ${paint}`)}`;
  if (demoData) {
    for (const car of demoCars) {
      const line = lineOf(car.vehicle.make, car.vehicle.modelName);
      looks.set(lookKey(line, car.paint), { line, paint: car.paint });
    }
    for (const car of fleet) looks.set(lookKey(car.line, car.paint), { line: car.line, paint: car.paint });
  }
  const drawn = await inTurns([...looks.entries()], 4, async ([key, { line, paint }]) => {
    const design = { style: line.style, size: line.size, make: line.make };
    const urls = [];
    for (const { view, backdrop } of views) {
      urls.push(
        await drawing(photos, `${key}-${view}`, () =>
          carPhoto(design, { paint: paintHex(paint), backdrop, view }),
        ),
      );
    }
    return [key, urls] as const;
  });
  const photosOf = new Map(drawn);
  const passwordHash = demoData ? await hashPassword(demoPassword) : '';

  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLock})`);
    const cars = createCarsRepo(tx);
    const accounts = createAccountsRepo(tx);
    const authRepo = createAuthRepo(tx);
    const modelIds = await cars.ensureCarModels(
      carModelCatalogue.map(({ model }, position) => ({ model, image: modelImages[position]!, position })),
    );
    if (!demoData) return;
    const person = async (who: { username: string; userEmail: string }) =>
      authRepo.insertPasswordUser({
        id: randomUUID(),
        name: who.username,
        email: who.userEmail,
        passwordHash,
      });
    // Also on a database seeded before the demo had an administrator.
    if (!(await accounts.existsByEmail(demoAdmin.userEmail))) {
      await accounts.upsertByEmail({ userId: await person(demoAdmin), ...demoAdmin, accountStatus: 'buyer' });
      await accounts.grantAdmin(demoAdmin.userEmail);
    }
    // Also on a database seeded before addresses were verified.
    await authRepo.markEmailsVerified(
      [...sellers, demoBuyer, demoAdmin, demoSalesperson].map((who) => who.userEmail),
    );
    if (await accounts.existsByEmail(demoSellers[0]!.userEmail)) {
      // Also on a database seeded before the dealers had dealerships.
      await seedDemoDealerships(tx, person, new Date());
      return;
    }

    const sellerIds: string[] = [];
    for (const seller of sellers) {
      sellerIds.push(
        await accounts.upsertByEmail({
          userId: await person(seller),
          username: seller.username,
          userEmail: seller.userEmail,
          phone: seller.phone,
          location: seller.location,
          accountStatus: 'seller',
          sellerStatus: seller.verified ? 'verified' : null,
        }),
      );
    }
    const testDrives = createTestDrivesRepo(tx);
    for (const [index, seller] of sellers.entries()) {
      await testDrives.saveAvailability(
        sellerIds[index]!,
        { timeZone: seller.timeZone, weekly: demoTestDriveHours, exceptions: [] },
        new Date(),
      );
    }
    const buyerId = await accounts.upsertByEmail({
      userId: await person(demoBuyer),
      ...demoBuyer,
      accountStatus: 'buyer',
    });
    const modelIdOf = (style: BodyStyle) =>
      modelIds.get(carModelCatalogue.find((entry) => entry.style === style)!.model.toLowerCase())!;
    const placeOf = (zip: string) => {
      const place = zipLocation(zip);
      if (!place) throw new Error(`Unknown demo ZIP ${zip}`);
      return place;
    };
    const now = Date.now();
    const listing = (postedAt: Date, seller: number) => ({
      id: randomUUID(),
      sellerId: sellerIds[seller]!,
      phone: sellers[seller]!.phone,
      postTime: formatPostTime(postedAt),
      postDate: formatPostDate(postedAt),
      createdAt: postedAt,
    });
    // The generated cars, listed over the past months, before the hand-written ones: those open every model's page.
    const generated = fleet.map((car) => {
      const postedAt = new Date(now - car.listedDaysAgo * dayMs);
      const place = placeOf(car.zip);
      const images = photosOf.get(lookKey(car.line, car.paint))!;
      const prices = car.prices.map((price, index) => ({
        price,
        at: index === 0 ? postedAt : new Date(postedAt.getTime() + car.priceChangeDays[index - 1]! * dayMs),
      }));
      return {
        ...listing(postedAt, car.seller),
        modelId: modelIdOf(car.line.style),
        productName: fleetCarName(car),
        image: images[0]!,
        images,
        location: place.location,
        resalePrice: car.prices.at(-1)!,
        prices,
        originalPrice: car.originalPrice,
        useYear: Math.max(0, thisYear - car.year),
        purchaseYear: car.year,
        conditionType: car.conditionType,
        description: car.description,
        saleStatus: car.soldAfterDays === undefined ? ('available' as const) : ('sold' as const),
        soldAt:
          car.soldAfterDays === undefined ? null : new Date(postedAt.getTime() + car.soldAfterDays * dayMs),
        make: car.line.make,
        modelName: car.line.modelName,
        trim: car.trim,
        year: car.year,
        mileage: car.mileage,
        fuelType: car.line.fuelType ?? 'gasoline',
        transmission: car.transmission,
        drivetrain: car.line.drivetrain,
        exteriorColor: colorOfPaint[car.paint] ?? 'other',
        zip: place.zip,
        latitude: place.latitude,
        longitude: place.longitude,
      };
    });
    // The hand-written cars: listed over the last week, oldest first, so "newest first" has something to order.
    const written = demoCars.map((car, index) => {
      const postedAt = new Date(now - (demoCars.length - index) * 7.5 * 3_600_000);
      const place = placeOf(car.vehicle.zip);
      const line = lineOf(car.vehicle.make, car.vehicle.modelName);
      const images = photosOf.get(lookKey(line, car.paint))!;
      const resalePrice = marketValue({ ...car, ...car.vehicle }, thisYear);
      return {
        ...listing(postedAt, car.seller),
        modelId: modelIds.get(car.model.toLowerCase())!,
        productName: car.productName,
        image: images[0]!,
        images,
        location: place.location,
        resalePrice,
        prices: [{ price: resalePrice, at: postedAt }],
        originalPrice: car.originalPrice,
        useYear: car.useYear,
        purchaseYear: car.purchaseYear,
        conditionType: car.conditionType,
        description: car.description,
        saleStatus: car.sold ? ('sold' as const) : ('available' as const),
        advertisedAt: car.advertised ? postedAt : null,
        ...car.vehicle,
        exteriorColor: colorOfPaint[car.paint] ?? 'other',
        zip: place.zip,
        latitude: place.latitude,
        longitude: place.longitude,
      };
    });
    await cars.insertCars([...generated, ...written]);
    await seedDemoDealerships(tx, person, new Date(now));
    await authRepo.markEmailsVerified([demoSalesperson.userEmail]);
    await seedBuyerActivity(tx, { buyerId, replierId: sellerIds[0]!, generated, now });
    // The first demo seller's cars have been seen in searches and read for weeks: her stats pages have a history.
    if (demoData)
      await seedDemoStats(tx, {
        now,
        cars: [...generated, ...written].filter((car) => car.sellerId === sellerIds[0]),
      });
    const admin = (await accounts.byEmail(demoAdmin.userEmail))!;
    await seedDemoModeration(tx, {
      now,
      admin: { id: admin.id, email: demoAdmin.userEmail },
      buyerId,
      reporterId: sellerIds[1]!,
      listings: generated,
    });
    log.info(
      {
        sellers: sellers.length,
        buyers: 1,
        administrators: 1,
        cars: generated.length + written.length,
        sold: [...generated, ...written].filter((car) => car.saleStatus === 'sold').length,
      },
      `seeded the demo catalogue; demo people sign in with the password "${demoPassword}"`,
    );
  });
}

/**
 * What the demo buyer has done before: saved a few cars (one has dropped its price since) and asked sellers about
 * others, so Saved cars and Messages are not empty on a first look. Five of the questions went to `replierId`'s cars
 * over the last weeks: four answered within the hour and one waiting, so her usual reply time shows and her
 * Messages list a conversation waiting for her.
 */
async function seedBuyerActivity(
  tx: Executor,
  options: {
    buyerId: string;
    replierId: string;
    generated: {
      id: string;
      sellerId: string;
      productName: string;
      saleStatus: string;
      prices: { price: number; at: Date }[];
    }[];
    now: number;
  },
) {
  const { buyerId, replierId, generated, now } = options;
  const forSale = generated.filter((car) => car.saleStatus === 'available');
  const dropped = forSale.filter((car) => car.prices.length > 1);
  const favorites = createFavoritesRepo(tx);
  for (const car of [...dropped.slice(0, 2), ...forSale.slice(0, 3)]) {
    await favorites.save({
      accountId: buyerId,
      carId: car.id,
      priceWhenSaved: car.prices[0]!.price,
      savedAt: new Date(car.prices[0]!.at.getTime() + dayMs),
      limit: maxFavorites,
    });
  }
  const conversations = createConversationsRepo(tx);
  const talks = [
    [
      ['buyer', 'Hi! Is this car still available? Could I see it on Saturday morning?'],
      ['seller', 'Yes, it is. Saturday at 10 works; I can meet you at the dealership.'],
      ['buyer', 'Great, see you then. Are the service records with the car?'],
    ],
    [
      ['buyer', 'Has it ever been in an accident?'],
      ['seller', 'No accidents, clean title. Happy to share the vehicle history report.'],
    ],
    [['buyer', 'Would you take a little less if I pick it up this week?']],
  ] as const;
  const asked = talks.map((talk, index) => ({
    talk: talk as readonly (readonly ['buyer' | 'seller', string])[],
    car: forSale[10 + index * 7]!,
    startedAt: now - (talks.length - index) * dayMs,
    replyAfterMs: 3_600_000,
  }));
  const replierCars = forSale.filter(
    (car) => car.sellerId === replierId && !asked.some((earlier) => earlier.car === car),
  );
  const replies = [20, 35, 50, 25, null];
  for (const [index, minutes] of replies.entries()) {
    const talk: ['buyer' | 'seller', string][] = [
      ['buyer', 'Hello, is the price negotiable? And does it come with two keys?'],
    ];
    if (minutes !== null)
      talk.push(['seller', 'Hi! Both keys, yes. I can come down a little for a quick sale.']);
    asked.push({
      talk,
      car: replierCars[index]!,
      startedAt: now - (replies.length - index) * 4 * dayMs - 3 * 3_600_000,
      replyAfterMs: (minutes ?? 0) * 60_000,
    });
  }
  for (const { talk, car, startedAt, replyAfterMs } of asked) {
    const id = await conversations.insert({
      carId: car.id,
      carName: car.productName,
      buyerId,
      sellerId: car.sellerId,
      createdAt: new Date(startedAt),
      lastMessageAt: new Date(startedAt),
    });
    for (const [position, [side, text]] of talk.entries()) {
      const at = new Date(startedAt + position * replyAfterMs);
      const message = await conversations.insertMessage({
        conversationId: id,
        senderId: side === 'buyer' ? buyerId : car.sellerId,
        text,
        createdAt: at,
      });
      await conversations.touch(id, at, side, message.id);
    }
  }
}
