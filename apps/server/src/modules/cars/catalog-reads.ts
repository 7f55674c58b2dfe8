import { advertisedProductList, carModelList, modelCar, priceDropOf } from '@second-gear/contract';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { createVersionedCache, type Versioned } from '../../lib/versioned-cache.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { Principal } from '../auth/auth.service.ts';
import type { ReportsService } from '../reports/reports.service.ts';
import type { CarsRepo } from './cars.repo.ts';
import { reservedUntilOf, toCar, toPriceHistory } from './car-view.ts';
import { jsonBytes } from './json-answer.ts';

/** The carousel shows the newest advertisements; older ones stay on their model pages. */
export const latestCollectionsSize = 12;

/**
 * A page of a model's cars as every reader shares it: each car's JSON as not reported and as reported by the reader,
 * the cursor of the following page, if any, and what each reader has reported of it (the catalogue's version covers
 * reports too, so these stay true while the page is kept).
 */
export interface ModelCarsPage {
  cars: { id: string; json: readonly [notReported: Buffer, reported: Buffer] }[];
  next?: string;
  reportedBy: Map<string, ReadonlySet<string>>;
}

/** Readers whose reports a kept page remembers, at most: beyond, it starts afresh. */
const maxReadersPerPage = 1000;

/** The position after a page's last car, opaque to clients. */
function encodeCursor(createdAt: Date, id: string): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  if (Number.isNaN(createdAt.getTime()) || !id || !/^[0-9a-f-]{36}$/.test(id)) {
    throw new ValidationError('The page link is not valid. Please reload the model page.');
  }
  return { createdAt, id };
}

const [open, comma, close] = ['[', ',', ']'].map((text) => Buffer.from(text)) as [Buffer, Buffer, Buffer];

/**
 * The catalogue's reads (the models, the carousel, the model pages), answered from the catalogue cache as JSON made
 * once per change of the catalogue (docs/decisions/0016).
 */
export function createCatalogReads(deps: {
  repo: CarsRepo;
  accounts: AccountsService;
  reports: ReportsService;
  clock: () => Date;
}) {
  const { repo, accounts, reports, clock } = deps;
  // Pages beyond the most recent keys are dropped first: a page is at most a few tens of KiB.
  const catalog = createVersionedCache(() => repo.catalogVersion(), { maxEntries: 256 });

  return {
    /** The "Browse Our Models" grid, as its JSON answer. */
    carModelsJson: () =>
      catalog.get('carModels', async () => {
        const version = await repo.catalogVersion();
        return { version, value: jsonBytes(carModelList, await repo.listCarModels()) };
      }),

    /** The "Latest Collections" carousel, as its JSON answer. */
    advertisedCarsJson: () =>
      catalog.get('advertisedCars', async () => {
        const version = await repo.catalogVersion();
        const now = clock();
        const cars = (await repo.listAdvertised(latestCollectionsSize)).map(({ priceHistory, ...car }) => ({
          ...car,
          priceDrop: priceDropOf(toPriceHistory(priceHistory), now),
          reservedUntil: reservedUntilOf(car),
        }));
        return { version, value: jsonBytes(advertisedProductList, cars) };
      }),

    /**
     * One page of a model's cars, newest first, the same for every reader; an unknown model is a 404, a cursor that
     * is not one of ours a 400.
     */
    async modelCarsPage(model: string, page: { limit: number; after?: string }): Promise<ModelCarsPage> {
      const after = page.after ? decodeCursor(page.after) : undefined;
      const key = JSON.stringify(['modelCars', model.trim().toLowerCase(), page.limit, page.after ?? '']);
      const found = await catalog.get(key, async (): Promise<Versioned<ModelCarsPage | null>> => {
        // The page and the version it was read at come from one statement: no separate version read on a miss.
        const rows = await repo.listByModel(model, page.limit, after);
        if (rows.length === 0) {
          // An empty page (an unknown model, a model without cars, past the last page) has no version to be kept at.
          const known = await repo.modelIdByName(model);
          return { value: known ? { cars: [], reportedBy: new Map() } : null };
        }
        const shown = rows.slice(0, page.limit);
        const last = shown.at(-1)!;
        const value: ModelCarsPage = {
          cars: shown.map(({ createdAt: _createdAt, catalogVersion: _version, ...row }) => {
            const car = toCar(row, clock());
            return {
              id: row._id,
              json: [
                jsonBytes(modelCar, { ...car, reportedByYou: false }),
                jsonBytes(modelCar, { ...car, reportedByYou: true }),
              ],
            };
          }),
          next: rows.length > page.limit ? encodeCursor(last.createdAt, last._id) : undefined,
          reportedBy: new Map(),
        };
        return { value, version: rows[0]!.catalogVersion };
      });
      if (!found) throw new NotFoundError(`There is no car model called "${model}".`);
      return found;
    },

    /** A model page's JSON answer for `caller`: with whether they reported each car. */
    async modelCarsJson(caller: Principal, page: ModelCarsPage): Promise<Buffer> {
      const reader = caller.email.toLowerCase();
      let reported = page.reportedBy.get(reader);
      if (!reported) {
        const account = await accounts.accountOf(caller);
        const ids = page.cars.map((car) => car.id);
        reported = account && ids.length > 0 ? await reports.reportedBy(account.id, ids) : new Set<string>();
        if (page.reportedBy.size >= maxReadersPerPage) page.reportedBy.clear();
        page.reportedBy.set(reader, reported);
      }
      const parts = [open];
      for (const [index, car] of page.cars.entries()) {
        if (index > 0) parts.push(comma);
        parts.push(car.json[reported.has(car.id) ? 1 : 0]);
      }
      parts.push(close);
      return Buffer.concat(parts);
    },
  };
}
