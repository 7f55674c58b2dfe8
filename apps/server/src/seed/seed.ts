import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { formatPostDate, formatPostTime } from '../lib/time.ts';
import { createAccountsRepo } from '../modules/accounts/accounts.repo.ts';
import { createAuthRepo } from '../modules/auth/auth.repo.ts';
import { createCarsRepo } from '../modules/cars/cars.repo.ts';
import type { PhotoStorage } from '../modules/uploads/photo-storage.ts';
import { photoExists, storePhoto } from '../modules/uploads/photo-store.ts';
import { zipLocation } from '../modules/vehicles/zip-places.ts';
import { carIllustration, paints, type BodyStyle } from '@second-gear/artwork';
import type { ExteriorColor } from '@second-gear/contract';
import { carModelCatalogue, demoBuyer, demoCars, demoPassword, demoSellers } from './demo-catalogue.ts';
import { marketValue } from './market-value.ts';

// Shared by every instance: two servers starting on one database seed it once.
const seedLock = 720_115;

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Renders an illustration once; later starts reuse the stored files. */
async function illustration(
  photos: PhotoStorage,
  name: string,
  style: BodyStyle,
  look: Parameters<typeof carIllustration>[1],
) {
  const url = `/uploads/catalogue/${name}-640.webp`;
  if (await photoExists(photos, url)) return url;
  const svg = carIllustration(style, look);
  return storePhoto(Buffer.from(svg), photos, 'catalogue', name);
}

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
      illustration(photos, `model-${slug(model)}`, style, { paint: '#e2e8f0', backdrop: '#0f766e' }),
    ),
  );
  // Three photos of each demo car: both sides in the showroom, and one outdoors.
  const carImages = demoData
    ? await Promise.all(
        demoCars.map((car) => {
          const style = carModelCatalogue.find((entry) => entry.model === car.model)!.style;
          const name = `demo-${slug(car.productName)}`;
          const paint = paintHex(car.paint);
          return Promise.all([
            illustration(photos, name, style, { paint, backdrop: '#cbd5e1' }),
            illustration(photos, `${name}-other-side`, style, {
              paint,
              backdrop: '#cbd5e1',
              facing: 'right',
            }),
            illustration(photos, `${name}-outdoors`, style, { paint, backdrop: '#9cc3e4' }),
          ]);
        }),
      )
    : [];
  const thisYear = new Date().getFullYear();
  const passwordHash = demoData ? await hashPassword(demoPassword) : '';

  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLock})`);
    const cars = createCarsRepo(tx);
    const accounts = createAccountsRepo(tx);
    const authRepo = createAuthRepo(tx);
    const modelIds = await cars.ensureCarModels(
      carModelCatalogue.map(({ model }, position) => ({ model, image: modelImages[position]!, position })),
    );
    if (demoData) {
      // Also on a database seeded before addresses were verified.
      await authRepo.markEmailsVerified([...demoSellers, demoBuyer].map((who) => who.userEmail));
    }
    if (!demoData || (await accounts.existsByEmail(demoSellers[0]!.userEmail))) return;

    const person = async (who: typeof demoBuyer) =>
      authRepo.insertPasswordUser({
        id: randomUUID(),
        name: who.username,
        email: who.userEmail,
        passwordHash,
      });
    const sellerIds = [];
    for (const seller of demoSellers) {
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
    await accounts.upsertByEmail({ userId: await person(demoBuyer), ...demoBuyer, accountStatus: 'buyer' });
    // Listed over the last weeks, oldest first, so "newest first" has something to order.
    const now = Date.now();
    for (const [index, car] of demoCars.entries()) {
      const postedAt = new Date(now - (demoCars.length - index) * 7.5 * 3_600_000);
      const seller = demoSellers[car.seller]!;
      const place = zipLocation(car.vehicle.zip);
      if (!place) throw new Error(`Unknown demo ZIP ${car.vehicle.zip}`);
      await cars.insertCar({
        sellerId: sellerIds[car.seller]!,
        modelId: modelIds.get(car.model.toLowerCase())!,
        productName: car.productName,
        image: carImages[index]![0]!,
        images: carImages[index]!,
        location: place.location,
        resalePrice: marketValue({ ...car, ...car.vehicle }, thisYear),
        originalPrice: car.originalPrice,
        useYear: car.useYear,
        purchaseYear: car.purchaseYear,
        conditionType: car.conditionType,
        description: car.description,
        saleStatus: car.sold ? 'sold' : 'available',
        advertisedAt: car.advertised ? postedAt : null,
        phone: seller.phone,
        postTime: formatPostTime(postedAt),
        postDate: formatPostDate(postedAt),
        createdAt: postedAt,
        ...car.vehicle,
        exteriorColor: colorOfPaint[car.paint] ?? 'other',
        zip: place.zip,
        latitude: place.latitude,
        longitude: place.longitude,
      });
    }
    log.info(
      { sellers: demoSellers.length, buyers: 1, cars: demoCars.length },
      `seeded the demo catalogue; demo people sign in with the password "${demoPassword}"`,
    );
  });
}
