import { createHash } from 'node:crypto';
import {
  photoUrl,
  type DealerImport,
  type DealerImportSummary,
  type ImportRowOutcome,
} from '@second-gear/contract';
import type { Logger } from 'pino';
import { postgresCode, uniqueViolation, type Database } from '../../db/client.ts';
import { AppError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { Principal } from '../auth/auth.service.ts';
import type { CarsService } from '../cars/cars.service.ts';
import { roleAtLeast, type DealersService } from '../dealers/dealers.service.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { PhotoStorage } from '../uploads/photo-storage.ts';
import { uploadRules, type UploadsService } from '../uploads/uploads.service.ts';
import type { VehiclesService } from '../vehicles/vehicles.service.ts';
import {
  createDealerImportsRepo,
  type DealerImportRecord,
  type DealerImportsRepo,
} from './dealer-imports.repo.ts';
import { importStates } from './import-state.ts';
import {
  listingFromRow,
  readInventoryFile,
  rowFromInput,
  rowToInput,
  type InventoryRow,
} from './inventory-file.ts';
import { readPhotoArchive, type ArchiveLimits } from './photo-archive.ts';

export const dealerImportQueue = 'dealer-import';

/** The photo archive's limits: a ZIP bomb is refused by them before and while it is inflated. */
export const photoArchiveLimits: ArchiveLimits = {
  maxEntries: 50_000,
  maxTotalBytes: 1024 * 1024 * 1024,
  maxPhotoBytes: uploadRules.maxBytes,
};

/** How many of a dealership's latest imports its page is shown. */
const latestImports = 5;

/** Where a queued import keeps its photos as sent, until its job has made listing photos of them. */
const originalKey = (hash: string) => `dealer-imports/${hash}.bin`;

export interface InventoryUpload {
  fileName: string;
  csv: Buffer;
  photos: Buffer | undefined;
  dryRun: boolean;
  fullFeed: boolean;
}

export type DealerImportsService = ReturnType<typeof createDealerImportsService>;

/** A row's judgement as the file alone and the cars module see it; `item` is what the cars module is handed. */
interface JudgedRow {
  outcome: ImportRowOutcome;
  item?: Parameters<CarsService['importDealerCar']>[1];
  newPhotos: string[];
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** The id a row's photo gets: the same photo of the same car of the same dealership always gets the same one. */
function importedPhotoId(dealerId: string, stockNumber: string, contentHash: string): string {
  const hex = sha256(`${dealerId}\0${stockNumber}\0${contentHash}`);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
const idOfPhotoUrl = (url: string) => /\/uploads\/cars\/([0-9a-f-]{36})-/.exec(url)![1]!;

const refusedRow = (row: number, stockNumber: string | null, errors: ImportRowOutcome['errors']) => ({
  outcome: { row, action: 'refuse' as const, stockNumber: stockNumber || null, carId: null, errors },
  newPhotos: [],
});

const vinKey = (vin: string) => vin.toUpperCase().replace(/[\s-]/g, '');

export function toDealerImport(record: DealerImportRecord): DealerImport {
  return { ...toSummary(record), rows: record.rows };
}

function toSummary(record: Omit<DealerImportRecord, 'input' | 'photos' | 'rows'>): DealerImportSummary {
  return {
    _id: record.id,
    state: record.state,
    dryRun: record.dryRun,
    fullFeed: record.fullFeed,
    fileName: record.fileName,
    total: record.total,
    done: record.done,
    created: record.created,
    updated: record.updated,
    unchanged: record.unchanged,
    refused: record.refused,
    removed: record.removed,
    error: record.error,
    createdAt: record.createdAt.toISOString(),
    finishedAt: record.finishedAt?.toISOString() ?? null,
  };
}

/**
 * Inventory files: a dealership's CSV of cars with a ZIP of their photos, judged row by row as the add form judges a
 * car. A dry run only says what each row would do; an import runs as a job, one transaction per row, its progress
 * counted as it goes, and a full feed then takes the dealership's cars the file no longer names off sale.
 */
export function createDealerImportsService(deps: {
  db: Database;
  repo: DealerImportsRepo;
  accounts: AccountsService;
  dealers: DealersService;
  cars: CarsService;
  uploads: UploadsService;
  vehicles: VehiclesService;
  jobs: JobsService;
  photos: PhotoStorage;
  clock: () => Date;
  log: Logger;
}) {
  const { db, repo, accounts, dealers, cars, uploads, vehicles, jobs, photos, clock, log } = deps;

  /** The caller's account when they are an owner or manager of the dealership; refuses everyone else. */
  async function requireManager(caller: Principal, dealerId: string) {
    const account = await accounts.accountOf(caller);
    const membership = account && (await dealers.membershipOf(account.id));
    if (!membership || membership.dealer._id !== dealerId)
      throw new ForbiddenError('Only the owners and managers of this dealership can import its inventory.');
    if (!roleAtLeast(membership.role, 'manager'))
      throw new ForbiddenError(
        'Only owners and managers can import inventory files; please ask one of them.',
      );
    return account;
  }

  async function listingContext(dealerId: string) {
    const dealer = await repo.dealer(dealerId);
    if (!dealer) throw new NotFoundError('There is no such dealership.');
    const place = vehicles.place(dealer.zip);
    if (!place) throw new ValidationError(`The dealership's ZIP code ${dealer.zip} is not a US ZIP code.`);
    return { dealer, zip: place.zip, location: place.location, phone: dealer.phone };
  }

  /**
   * Judges every row of the file in order, as a dry run reports it and as the job will do it: the file's own rules,
   * stock numbers and VINs repeated in the file, then the cars module's judgement against the dealership's cars.
   */
  async function judgeRow(
    row: InventoryRow,
    context: Awaited<ReturnType<typeof listingContext>> & { sellerId: string; ownerUserId: string },
    photoHashes: ReadonlyMap<string, string>,
    seen: Seen,
  ): Promise<JudgedRow> {
    const stockNumber = row.cells.stock_number.trim();
    const judged = listingFromRow(row, {
      ...context,
      thisYear: clock().getFullYear(),
      photoUrl: (name) => {
        const hash = photoHashes.get(name);
        return hash && photoUrl(`/uploads/cars/${importedPhotoId(context.dealer.id, stockNumber, hash)}`);
      },
    });
    const duplicate = noteRepeats(row, seen);
    if (judged.errors || duplicate.length > 0)
      return refusedRow(row.line, stockNumber, [...duplicate, ...(judged.errors ?? [])]);
    const item = {
      dealerId: context.dealer.id,
      sellerId: context.sellerId,
      ownerUserId: context.ownerUserId,
      stockNumber,
      listing: judged.listing,
    };
    try {
      const { action, carId, newPhotos } = await cars.judgeDealerCar(item);
      return { outcome: { row: row.line, action, stockNumber, carId, errors: [] }, item, newPhotos };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return refusedRow(row.line, stockNumber, [{ column: columnOf(error), message: error.message }]);
    }
  }

  /** A full feed's outcome for each car for sale the file does not name: off sale, or kept for a deal under way. */
  async function absentCars(
    dealerId: string,
    rows: InventoryRow[],
  ): Promise<(ImportRowOutcome & { carId: string })[]> {
    const stock = new Set(rows.map((row) => row.cells.stock_number.trim()).filter(Boolean));
    const vins = new Set(rows.map((row) => vinKey(row.cells.vin)).filter(Boolean));
    return (await cars.dealerCarsForSale(dealerId))
      .filter((car) => !(car.stockNumber && stock.has(car.stockNumber)) && !(car.vin && vins.has(car.vin)))
      .map((car) => ({
        row: null,
        action: car.dealUnderWay ? ('keep' as const) : ('remove' as const),
        stockNumber: car.stockNumber,
        carId: car.id,
        errors: car.dealUnderWay
          ? [{ column: null, message: 'Kept for sale: a booking or reservation of it is under way.' }]
          : [],
      }));
  }

  async function readPhotos(archive: Buffer | undefined) {
    const files = archive ? readPhotoArchive(archive, photoArchiveLimits) : new Map<string, Buffer>();
    const hashes = new Map<string, string>();
    for (const [name, bytes] of files) {
      try {
        await uploads.checkPhoto(bytes);
      } catch (error) {
        if (error instanceof AppError)
          throw new (error.constructor as new (message: string) => AppError)(
            `The photo "${name}": ${error.message}`,
          );
        throw error;
      }
      hashes.set(name, sha256(bytes));
    }
    return { files, hashes };
  }

  return {
    /**
     * Reads an inventory file and its photos, judges every row; a dry run answers with the judgement (kept as a
     * `checked` import), a real one queues the job that does it and answers with the plan.
     */
    async startImport(caller: Principal, dealerId: string, upload: InventoryUpload): Promise<DealerImport> {
      const account = await requireManager(caller, dealerId);
      if (!upload.dryRun && (await repo.underWay(dealerId))) throw importUnderWay();
      const context = await listingContext(dealerId);
      const rows = readInventoryFile(upload.csv);
      const { files, hashes } = await readPhotos(upload.photos);
      const seen = { stock: new Map<string, number>(), vin: new Map<string, number>() };
      const judged: JudgedRow[] = [];
      const owner = { sellerId: account.id, ownerUserId: caller.userId };
      for (const row of rows) judged.push(await judgeRow(row, { ...context, ...owner }, hashes, seen));
      const outcomes = judged.map((row) => row.outcome);
      const now = clock();
      const base = {
        dealerId,
        accountId: account.id,
        dryRun: upload.dryRun,
        fullFeed: upload.fullFeed,
        fileName: upload.fileName.slice(0, 200),
        input: rows.map(rowToInput),
        total: rows.length,
        createdAt: now,
      };
      if (upload.dryRun) {
        const absent = upload.fullFeed ? await absentCars(dealerId, rows) : [];
        const count = (action: ImportRowOutcome['action']) =>
          outcomes.filter((row) => row.action === action).length;
        return toDealerImport(
          await repo.insert({
            ...base,
            state: 'checked',
            photos: {},
            rows: [...outcomes, ...absent],
            done: rows.length,
            created: count('create'),
            updated: count('update'),
            unchanged: count('unchanged'),
            refused: count('refuse'),
            removed: absent.filter((car) => car.action === 'remove').length,
            finishedAt: now,
          }),
        );
      }
      // Only the photos a row will use are kept for the job, once each; every name's hash is kept, so the job judges
      // a refused row as the plan did.
      const used = new Set<string>();
      for (const [index, row] of judged.entries()) {
        if (row.outcome.action === 'refuse') continue;
        for (const name of rows[index]!.cells.photos.split(/[|;]/).map((part) => part.trim()))
          if (hashes.has(name) && !used.has(hashes.get(name)!)) {
            used.add(hashes.get(name)!);
            await photos.put(originalKey(hashes.get(name)!), files.get(name)!, 'application/octet-stream');
          }
      }
      const record = await db
        .transaction(async (tx) => {
          const made = await createDealerImportsRepo(tx).insert({
            ...base,
            state: 'queued',
            photos: Object.fromEntries(hashes),
            rows: outcomes,
          });
          await jobs.add(tx, dealerImportQueue, { importId: made.id });
          return made;
        })
        .catch((error: unknown) => {
          if (postgresCode(error) === uniqueViolation) throw importUnderWay();
          throw error;
        });
      return toDealerImport(record);
    },

    /** An import with its progress, for the dealership's owners and managers. */
    async importOf(caller: Principal, id: string): Promise<DealerImport> {
      const record = await repo.byId(id);
      if (!record) throw new NotFoundError('There is no such import.');
      await requireManager(caller, record.dealerId);
      return toDealerImport(record);
    },

    /** The dealership's latest imports, newest first: the page finds one still running after a reload. */
    async latestImports(caller: Principal, dealerId: string): Promise<DealerImportSummary[]> {
      await requireManager(caller, dealerId);
      return (await repo.latestOf(dealerId, latestImports)).map(toSummary);
    },

    /**
     * The job: runs a queued import row by row from its `done` count, each row in one transaction with its progress,
     * so a run cut short goes on where it stopped and a run repeated changes nothing. Safe to run twice.
     */
    async runImport(importId: string): Promise<void> {
      let record = await repo.byId(importId);
      if (!record || record.state === 'done' || record.state === 'failed' || record.state === 'checked')
        return;
      if (record.state === 'queued') {
        importStates.apply('start', record.state, 'This import has already started.');
        await repo.setState(importId, ['queued'], 'running');
        record = (await repo.byId(importId))!;
      }
      try {
        if (!(await runRows(record))) return;
        importStates.apply('finish', 'running', 'This import is not running.');
        await repo.setState(importId, ['running'], 'done', { finishedAt: clock() });
      } catch (error) {
        log.error({ err: error, importId }, 'an inventory import failed');
        await repo.setState(importId, ['queued', 'running'], 'failed', {
          error: 'The import stopped on an unexpected error; the rows before it were imported.',
          finishedAt: clock(),
        });
      }
      await photos.delete([...new Set(Object.values(record.photos))].map(originalKey)).catch(() => undefined);
    },
  };

  /** Runs the rows not done yet; false when another run of the job counted a row first (it finishes the import). */
  async function runRows(record: DealerImportRecord): Promise<boolean> {
    const rows = record.input.map(rowFromInput);
    const account = await accountsOwner(record);
    const context = { ...(await listingContext(record.dealerId)), ...account };
    const hashes = new Map(Object.entries(record.photos));
    const seen = { stock: new Map<string, number>(), vin: new Map<string, number>() };
    const original = async (hash: string) => {
      const stored = await photos.get(originalKey(hash));
      if (!stored) throw new Error(`the import's photo ${hash} is not stored`);
      return Buffer.concat(await stored.body.toArray());
    };
    for (const [index, row] of rows.entries()) {
      // Rows already done still count their stock numbers and VINs, so a resumed run refuses the same repeats.
      if (index < record.done) {
        noteRepeats(row, seen);
        continue;
      }
      const judged = await judgeRow(row, context, hashes, seen);
      const planned = record.rows[index];
      let outcome = judged.outcome;
      if (judged.item && outcome.action !== 'unchanged') {
        for (const url of judged.newPhotos) {
          const name = [...hashes].find(([, hash]) =>
            url.includes(importedPhotoId(record.dealerId, judged.item!.stockNumber, hash)),
          );
          if (name)
            await uploads.storeImported(context.ownerUserId, idOfPhotoUrl(url), await original(name[1]));
        }
      }
      try {
        await db.transaction(async (tx) => {
          if (judged.item) {
            const done = await cars.importDealerCar(tx, judged.item);
            outcome = {
              ...outcome,
              action: done.action,
              carId: planned?.carId ?? (done.action === 'create' ? null : done.carId),
            };
          }
          if (
            !(await createDealerImportsRepo(tx).recordRow(
              record.id,
              index,
              outcome,
              differs(planned, outcome),
            ))
          )
            throw new RunOvertaken();
        });
      } catch (error) {
        if (error instanceof RunOvertaken) return false;
        if (!(error instanceof AppError)) throw error;
        outcome = refusedRow(row.line, judged.item!.stockNumber, [
          { column: columnOf(error), message: error.message },
        ]).outcome;
        if (!(await repo.recordRow(record.id, index, outcome, differs(planned, outcome)))) return false;
      }
    }
    if (!record.fullFeed) return true;
    const alreadyKept = new Set(record.rows.filter((row) => row.action === 'keep').map((row) => row.carId));
    for (const car of await absentCars(record.dealerId, rows)) {
      if (car.action === 'keep' && alreadyKept.has(car.carId)) continue;
      await db.transaction(async (tx) => {
        if (car.action === 'remove') await cars.removeListingIn(tx, car.carId);
        await createDealerImportsRepo(tx).recordAbsentCar(record.id, car);
      });
    }
    return true;
  }

  /** The staff member who sent the file: the seller of the cars it creates. */
  async function accountsOwner(record: DealerImportRecord) {
    const owner = record.accountId ? await repo.account(record.accountId) : undefined;
    if (!owner?.userId) throw new Error('the staff member who sent the file has no account any more');
    return { sellerId: owner.id, ownerUserId: owner.userId };
  }
}

type Seen = { stock: Map<string, number>; vin: Map<string, number> };

/** The row's stock number and VIN noted as seen; refusals when an earlier line of the file has them. */
function noteRepeats(row: InventoryRow, seen: Seen): ImportRowOutcome['errors'] {
  const repeats: ImportRowOutcome['errors'] = [];
  const stockNumber = row.cells.stock_number.trim();
  const earlier = seen.stock.get(stockNumber);
  if (stockNumber && earlier !== undefined)
    repeats.push({
      column: 'stock_number',
      message: `Stock number ${stockNumber} is also on line ${earlier}.`,
    });
  else if (stockNumber) seen.stock.set(stockNumber, row.line);
  const vin = vinKey(row.cells.vin);
  const earlierVin = vin ? seen.vin.get(vin) : undefined;
  if (vin && earlierVin !== undefined)
    repeats.push({ column: 'vin', message: `This VIN is also on line ${earlierVin}.` });
  else if (vin) seen.vin.set(vin, row.line);
  return repeats;
}

/** Another run of the same import's job counted the row first: this run stops and leaves the rest to it. */
class RunOvertaken extends Error {}

function importUnderWay() {
  return new ConflictError(
    'An import of this dealership is already under way: wait until it has finished, then send the next file.',
  );
}

/** The column a refusal names: the cars module's own refusals carry it; others name none. */
function columnOf(error: AppError): string | null {
  return (error as AppError & { column?: string | null }).column ?? null;
}

/** Whether a row turned out otherwise than planned (a created car's id is not part of the plan). */
function differs(planned: ImportRowOutcome | undefined, outcome: ImportRowOutcome): boolean {
  return (
    !planned ||
    planned.action !== outcome.action ||
    JSON.stringify(planned.errors) !== JSON.stringify(outcome.errors)
  );
}
