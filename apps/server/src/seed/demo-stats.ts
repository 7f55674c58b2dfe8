import { randomUUID } from 'node:crypto';
import type { Executor } from '../db/client.ts';
import { utcDay, type DailyCount } from '../lib/daily-counts.ts';
import { createStatsRepo } from '../modules/stats/stats.repo.ts';
import { seededRandom } from './demo-fleet.ts';

const dayMs = 86_400_000;

/** The days of listing history the demo's counts cover: the stats page's longest window. */
export const demoStatsDays = 90;

/**
 * Search impressions and page visitors for one seller's cars for sale, on each day since each was listed (at most
 * `demoStatsDays`), through the stats module's own writes: a new car's page is read more than an old one's, and
 * weekends more than weekdays, so the demo's chart has a shape to read. Visitors are random keys, as hashed ones are.
 */
export async function seedDemoStats(
  tx: Executor,
  options: { now: number; cars: readonly { id: string; createdAt: Date; saleStatus: string }[] },
) {
  const random = seededRandom(2_026_11_27);
  const impressions: DailyCount[] = [];
  const visitors: { carId: string; day: string; visitor: string }[] = [];
  for (const car of options.cars) {
    if (car.saleStatus !== 'available') continue;
    const listedDaysAgo = Math.floor((options.now - car.createdAt.getTime()) / dayMs);
    const appeal = 0.5 + random();
    for (let ago = Math.min(listedDaysAgo, demoStatsDays - 1); ago >= 0; ago--) {
      const at = new Date(options.now - ago * dayMs);
      const weekend = at.getUTCDay() === 0 || at.getUTCDay() === 6 ? 1.4 : 1;
      // Interest fades over a listing's first weeks, then holds.
      const freshness = 1 + 2 * Math.exp(-(listedDaysAgo - ago) / 10);
      const shown = Math.round(appeal * weekend * freshness * (12 + random() * 30));
      if (shown === 0) continue;
      const day = utcDay(at);
      impressions.push({ carId: car.id, day, n: shown });
      const read = Math.round(shown * (0.04 + random() * 0.08));
      for (let visit = 0; visit < read; visit++) visitors.push({ carId: car.id, day, visitor: randomUUID() });
    }
  }
  const stats = createStatsRepo(tx);
  await stats.addImpressions(impressions);
  await stats.addVisitors(visitors);
  return { impressions: impressions.length, visitors: visitors.length };
}
