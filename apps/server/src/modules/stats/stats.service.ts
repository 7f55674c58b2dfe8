import type { ListingHeadline, ListingStats } from '@second-gear/contract';
import type { CountSource } from '../../lib/daily-counts.ts';
import type { Principal } from '../auth/auth.service.ts';
import type { CarsService } from '../cars/cars.service.ts';
import { daysOnMarket, pricePositionOf, seriesOf, totalsByCar, windowDays } from './listing-figures.ts';
import type { StatsRepo } from './stats.repo.ts';

/** What each module that owns a kind of interest in a car counts from its own table. */
export interface StatsSources {
  saves: CountSource;
  messages: CountSource;
  offers: CountSource;
  testDrives: CountSource;
  bookings: CountSource;
}

export type StatsService = ReturnType<typeof createStatsService>;

export function createStatsService(deps: {
  repo: StatsRepo;
  cars: Pick<CarsService, 'ownListing' | 'sellerCars' | 'comparables'>;
  clock: () => Date;
  sources: StatsSources;
}) {
  const { repo, cars, clock, sources } = deps;
  const total = (counts: readonly { n: number }[]) => counts.reduce((sum, { n }) => sum + n, 0);

  return {
    /** One of the caller's listings over the last `days` UTC days (today included), with its place among similar cars. */
    async listingStats(caller: Principal, carId: string, days: number): Promise<ListingStats> {
      const car = await cars.ownListing(caller, carId);
      const now = clock();
      const dates = windowDays(now, days);
      const since = new Date(`${dates[0]}T00:00:00Z`);
      const ids = [carId];
      const [impressions, views, saves, messages, offers, testDrives, bookings, similar] = await Promise.all([
        repo.impressionsByDay(ids, since),
        repo.viewsByDay(ids, since),
        sources.saves(ids, since),
        sources.messages(ids, since),
        sources.offers(ids, since),
        sources.testDrives(ids, since),
        sources.bookings(ids, since),
        cars.comparables(carId),
      ]);
      return {
        productName: car.productName,
        impressions: total(impressions),
        views: total(views),
        saves: total(saves),
        messages: total(messages),
        offers: total(offers),
        testDrives: total(testDrives),
        bookings: total(bookings),
        daysOnMarket: daysOnMarket(car.createdAt, car.soldAt, now),
        position: pricePositionOf(
          car.resalePrice,
          similar.comparables.map((other) => other.adjustedPrice),
        ),
        series: seriesOf(dates, { impressions, views, saves, messages }),
      };
    },

    /** Each of the caller's cars' headline numbers since it was listed, in the order of their list. */
    async headlines(caller: Principal): Promise<ListingHeadline[]> {
      const own = await cars.sellerCars(caller, caller.email.toLowerCase());
      const ids = own.map((car) => car._id);
      const [impressions, views, saves, messages] = (
        await Promise.all([
          repo.impressionsByDay(ids, null),
          repo.viewsByDay(ids, null),
          sources.saves(ids, null),
          sources.messages(ids, null),
        ])
      ).map(totalsByCar);
      return ids.map((carId) => ({
        carId,
        impressions: impressions!.get(carId) ?? 0,
        views: views!.get(carId) ?? 0,
        saves: saves!.get(carId) ?? 0,
        messages: messages!.get(carId) ?? 0,
      }));
    },
  };
}
