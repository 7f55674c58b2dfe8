import { z } from 'zod';

/**
 * The columns of an inventory file (CSV, one car a row), in the order the README documents them. `vin`, `trim` and
 * `description` may be left out of the header (or their cells left empty); every other column must be there.
 */
export const inventoryColumns = [
  'stock_number',
  'vin',
  'make',
  'model',
  'trim',
  'year',
  'mileage',
  'price',
  'body_type',
  'fuel',
  'transmission',
  'drivetrain',
  'colour',
  'condition',
  'description',
  'photos',
] as const;
export type InventoryColumn = (typeof inventoryColumns)[number];
export const optionalInventoryColumns: readonly InventoryColumn[] = ['vin', 'trim', 'description'];

/** An inventory file of this many data rows or more is refused whole. */
export const maxInventoryRows = 50_000;

export const dealerImportStates = ['checked', 'queued', 'running', 'done', 'failed'] as const;
export type DealerImportState = (typeof dealerImportStates)[number];

/**
 * What an import did (or would do, in a dry run) with one row of the file (`row` is its line in the file), or, with a
 * full feed, with one of the dealership's cars the file does not name (`row` null): taken off sale (`remove`) or kept
 * because a deal on it is under way (`keep`).
 */
export const importRowActions = ['create', 'update', 'unchanged', 'refuse', 'remove', 'keep'] as const;
export type ImportRowAction = (typeof importRowActions)[number];

export const importRowError = z.object({ column: z.string().nullable(), message: z.string() });
export type ImportRowError = z.infer<typeof importRowError>;

export const importRowOutcome = z.object({
  row: z.number().int().nullable(),
  action: z.enum(importRowActions),
  stockNumber: z.string().nullable(),
  carId: z.string().nullable(),
  errors: z.array(importRowError),
});
export type ImportRowOutcome = z.infer<typeof importRowOutcome>;

const importCounts = {
  _id: z.string(),
  state: z.enum(dealerImportStates),
  dryRun: z.boolean(),
  fullFeed: z.boolean(),
  fileName: z.string(),
  total: z.number().int(),
  done: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
  removed: z.number().int(),
  /** Why a failed import stopped. */
  error: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
};

/** POST /api/dealers/:id/imports and GET /api/imports/:id: an import with its progress and every row's outcome. */
export const dealerImport = z.object({ ...importCounts, rows: z.array(importRowOutcome) });
export type DealerImport = z.infer<typeof dealerImport>;

/** GET /api/dealers/:id/imports: the dealership's latest imports, newest first, without their rows. */
export const dealerImportList = z.array(z.object(importCounts));
export type DealerImportSummary = z.infer<typeof dealerImportList>[number];

export const importIdParams = z.object({ id: z.uuid({ error: 'must be the id of an import' }) });
