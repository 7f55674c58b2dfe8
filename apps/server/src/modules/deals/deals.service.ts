import type { CarDeals, DealBooking, Offer, Reservation, TestDrive } from '@second-gear/contract';
import type { Principal } from '../auth/auth.service.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { CarsService } from '../cars/cars.service.ts';

/**
 * What a module with deals of its own hands the deals page: its items for each of a seller's cars, newest first. The
 * module answers from its own tables; this page only gathers.
 */
export type DealSource<Item> = (sellerId: string, carIds: string[]) => Promise<Map<string, Item[]>>;

export interface DealSources {
  bookings: DealSource<DealBooking>;
  offers: DealSource<Offer>;
  reservations?: DealSource<Reservation>;
  testDrives?: DealSource<TestDrive>;
}

/** A source from a module that lists all of a seller's items at once, in its own order: grouped by car. */
export function groupedByCar<Item extends { carId: string | null }>(
  list: (sellerId: string) => Promise<Item[]>,
): DealSource<Item> {
  return async (sellerId, carIds) => {
    const wanted = new Set(carIds);
    const byCar = new Map<string, Item[]>();
    for (const item of await list(sellerId)) {
      if (item.carId === null || !wanted.has(item.carId)) continue;
      byCar.set(item.carId, [...(byCar.get(item.carId) ?? []), item]);
    }
    return byCar;
  };
}

export type DealsService = ReturnType<typeof createDealsService>;

const none: DealSource<never> = async () => new Map();

/** The latest moment an item shows, for ordering cars by their newest activity. */
const newest = (items: unknown[]) =>
  items.reduce<string>((latest, item) => {
    const { createdAt, updatedAt } = item as { createdAt?: string; updatedAt?: string };
    const at = createdAt ?? updatedAt ?? '';
    return at > latest ? at : latest;
  }, '');

export function createDealsService(deps: {
  accounts: AccountsService;
  cars: CarsService;
  sources: DealSources;
}) {
  const { accounts, cars, sources } = deps;
  return {
    /** Each of the caller's cars with anything going on, the one with the newest activity first. */
    async dealsOf(caller: Principal): Promise<CarDeals[]> {
      const seller = await accounts.requireSeller(caller);
      const own = await cars.sellerCars(caller, caller.email.toLowerCase());
      const ids = own.map((car) => car._id);
      const [bookings, offers, reservations, testDrives] = await Promise.all(
        [sources.bookings, sources.offers, sources.reservations ?? none, sources.testDrives ?? none].map(
          (source: DealSource<unknown>) => source(seller.id, ids),
        ),
      );
      const deals = own.map((car) => ({
        car: {
          _id: car._id,
          productName: car.productName,
          image: car.image,
          resalePrice: car.resalePrice,
          saleStatus: car.saleStatus,
        },
        bookings: (bookings!.get(car._id) ?? []) as DealBooking[],
        offers: (offers!.get(car._id) ?? []) as Offer[],
        reservations: (reservations!.get(car._id) ?? []) as Reservation[],
        testDrives: (testDrives!.get(car._id) ?? []) as TestDrive[],
      }));
      const active = deals.filter(
        (deal) =>
          deal.bookings.length + deal.offers.length + deal.reservations.length + deal.testDrives.length > 0,
      );
      const latest = (deal: CarDeals) =>
        newest([...deal.bookings, ...deal.offers, ...deal.reservations, ...deal.testDrives]);
      return active.sort((a, b) => latest(b).localeCompare(latest(a)));
    },
  };
}
