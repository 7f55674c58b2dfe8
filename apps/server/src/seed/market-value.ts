import type { ConditionType } from '@second-gear/contract';

/** Miles a car is driven in a year, on average (US). */
export const milesPerYear = 12_000;

/**
 * What a used car fetches, the way used-car prices move: about a fifth off in its first year, then about 8% a year;
 * 0.3% off for every thousand miles above the average for its age (and as much on for fewer, up to 15%); its condition
 * moves it 5% either way. Whole hundreds of dollars. The bench's fillers compute the same in SQL (bench/src/database.ts).
 */
export function marketValue(
  car: { originalPrice: number; year: number; mileage: number; conditionType: ConditionType },
  thisYear: number,
): number {
  const age = Math.max(0, thisYear - car.year);
  const byAge = age === 0 ? 0.9 : 0.8 * 0.92 ** (age - 1);
  const extraThousands = (car.mileage - Math.max(age, 0.5) * milesPerYear) / 1000;
  const byMiles = Math.min(1.15, Math.max(0.4, 1 - 0.003 * extraThousands));
  const byCondition = { Excellent: 1.05, Good: 1, Fair: 0.95 }[car.conditionType];
  return Math.max(500, Math.round((car.originalPrice * byAge * byMiles * byCondition) / 100) * 100);
}
