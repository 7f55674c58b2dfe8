import type { CarsRepo } from './cars.repo.ts';

/** The carousel shows the newest advertisements; older ones stay on their model pages. */
export const latestCollectionsSize = 12;

export type CarsService = ReturnType<typeof createCarsService>;

export function createCarsService({ repo }: { repo: CarsRepo }) {
  return {
    carModels: () => repo.listCarModels(),
    advertisedCars: () => repo.listAdvertised(latestCollectionsSize),
  };
}
