import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { carModels, cars } from './cars.table.ts';

export type NewCar = typeof cars.$inferInsert;
export type NewCarModel = typeof carModels.$inferInsert;
export type CarsRepo = ReturnType<typeof createCarsRepo>;

export function createCarsRepo(db: Executor) {
  return {
    listCarModels() {
      return db
        .select({ _id: carModels.id, model: carModels.model, image: carModels.image })
        .from(carModels)
        .orderBy(asc(carModels.position), asc(carModels.model));
    },

    listAdvertised(limit: number) {
      return db
        .select({
          _id: cars.id,
          image: cars.image,
          productName: cars.productName,
          model: carModels.model,
          resalePrice: cars.resalePrice,
        })
        .from(cars)
        .innerJoin(carModels, eq(carModels.id, cars.modelId))
        .where(and(isNotNull(cars.advertisedAt), eq(cars.saleStatus, 'available')))
        .orderBy(desc(cars.advertisedAt), desc(cars.id))
        .limit(limit);
    },

    /** Adds the models that are missing (matched case-insensitively); existing ones are left as they are. */
    async ensureCarModels(models: NewCarModel[]): Promise<Map<string, string>> {
      await db.insert(carModels).values(models).onConflictDoNothing();
      const rows = await db.select({ id: carModels.id, model: carModels.model }).from(carModels);
      return new Map(rows.map((row) => [row.model.toLowerCase(), row.id]));
    },

    async insertCar(car: NewCar): Promise<string> {
      const [row] = await db.insert(cars).values(car).returning({ id: cars.id });
      return row!.id;
    },
  };
}
