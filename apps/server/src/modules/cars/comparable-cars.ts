import { and, between, eq, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { cars } from './cars.table.ts';

/**
 * A car that may be a deal comparable (`dealMethod`): with a mileage, shown, and for sale or sold since `soldSince`;
 * never `excludeId` (the car itself). `listedBefore` values a car as of a moment in the past: only cars listed by then.
 */
export const eligibleComparable = (soldSince: Date, excludeId?: string, listedBefore?: Date) =>
  and(
    isNotNull(cars.mileage),
    excludeId === undefined ? undefined : ne(cars.id, excludeId),
    or(eq(cars.saleStatus, 'available'), sql`${cars.soldAt} >= ${soldSince.toISOString()}`),
    isNull(cars.hiddenAt),
    listedBefore === undefined ? undefined : lt(cars.createdAt, listedBefore),
  );

/** The deal rating's comparables of a car: same make and model, nearby years, for sale or sold lately. */
export const comparableTo = (
  car: { id?: string; make: string; modelName: string; year: number },
  yearWindow: number,
  soldSince: Date,
  listedBefore?: Date,
) =>
  and(
    eq(cars.make, car.make),
    eq(cars.modelName, car.modelName),
    between(cars.year, car.year - yearWindow, car.year + yearWindow),
    eligibleComparable(soldSince, car.id, listedBefore),
  );
