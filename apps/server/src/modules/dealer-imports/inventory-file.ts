import {
  carAgeProblem,
  inventoryColumns,
  maxInventoryRows,
  modelYearProblem,
  newCar,
  optionalInventoryColumns,
  type ImportRowError,
  type InventoryColumn,
} from '@second-gear/contract';
import { parse } from 'csv-parse/sync';
import type { z } from 'zod';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../../lib/errors.ts';

/** A data row of the file: its line in the file and its cells by column name (missing optional columns empty). */
export interface InventoryRow {
  line: number;
  cells: Record<InventoryColumn, string>;
}

/** The file's rows as the import row keeps them (`input`): the cells, and the line under `#line`. */
export const rowToInput = (row: InventoryRow): Record<string, string> => ({
  '#line': String(row.line),
  ...row.cells,
});
export const rowFromInput = (input: Record<string, string>): InventoryRow => {
  const { '#line': line, ...cells } = input;
  return { line: Number(line), cells: cells as Record<InventoryColumn, string> };
};

const notCsv = (why: string) =>
  new UnsupportedMediaTypeError(`This file is not a CSV file (${why}). Please send the inventory as CSV.`);

/** Signatures of files people send by mistake instead of a CSV export. */
const binarySignatures: [string, number[]][] = [
  ['a ZIP archive or an Excel workbook', [0x50, 0x4b, 0x03, 0x04]],
  ['an old Excel workbook', [0xd0, 0xcf, 0x11, 0xe0]],
  ['a PDF', [0x25, 0x50, 0x44, 0x46]],
];

/**
 * Reads an inventory file: UTF-8 (a byte-order mark is fine), comma-separated, a header naming the columns. Refuses
 * the whole file when it is not CSV or not UTF-8 (415), lacks a required column (400), or has `maxInventoryRows` data
 * rows or more (413).
 */
export function readInventoryFile(bytes: Buffer): InventoryRow[] {
  for (const [what, signature] of binarySignatures)
    if (signature.every((byte, index) => bytes[index] === byte)) throw notCsv(`it is ${what}`);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new UnsupportedMediaTypeError(
      'This file is not in UTF-8. Please save the CSV file as "CSV UTF-8" and send it again.',
    );
  }
  if (text.includes('\0')) throw notCsv('it holds binary data');
  if (text.trim() === '')
    throw new ValidationError('The file is empty: it needs a header and a row per car.');
  let records: { record: string[]; info: { lines: number }; raw: string }[];
  try {
    records = parse(text, {
      info: true,
      raw: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as { record: string[]; info: { lines: number }; raw: string }[];
  } catch (error) {
    throw notCsv((error as Error).message.replace(/\.$/, ''));
  }
  const [header, ...data] = records;
  const names = header!.record.map((name) => name.trim().toLowerCase());
  const missing = inventoryColumns.filter(
    (column) => !optionalInventoryColumns.includes(column) && !names.includes(column),
  );
  if (missing.length > 0) {
    throw new ValidationError(
      `The file lacks the column${missing.length === 1 ? '' : 's'} ${missing.join(', ')}. Its first line must name the columns: ${inventoryColumns.join(', ')}.`,
    );
  }
  if (data.length >= maxInventoryRows) {
    throw new PayloadTooLargeError(
      `The file has ${data.length.toLocaleString('en-US')} rows: an import takes fewer than ${maxInventoryRows.toLocaleString('en-US')}. Please split it.`,
    );
  }
  return data.map(({ record, info, raw }) => {
    // `lines` counts to the record's end; a quoted cell may span lines, and a refusal names the line it starts on.
    const line = info.lines - (raw.replace(/\r?\n$/, '').match(/\n/g)?.length ?? 0);
    const cells = Object.fromEntries(inventoryColumns.map((column) => [column, ''])) as Record<
      InventoryColumn,
      string
    >;
    for (const [index, name] of names.entries())
      if ((inventoryColumns as readonly string[]).includes(name))
        cells[name as InventoryColumn] = record[index] ?? '';
    return { line, cells };
  });
}

/** A cell a spreadsheet would run as a formula when the file is opened or exported again. */
export function formulaCell(cell: string): boolean {
  if (!/^[=+\-@\t\r]/.test(cell)) return false;
  return !/^[+-]?\d+(\.\d+)?$/.test(cell);
}

/** The photo file names of a row's `photos` cell, separated by `|` or `;`. */
export function photoNames(cell: string): string[] {
  return cell
    .split(/[|;]/)
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/** What a row's listing is made of besides its cells: the dealership's place and phone, this year, its photos. */
export interface ListingContext {
  zip: string;
  location: string;
  phone: string;
  thisYear: number;
  /** The stored photo address each photo name of the row will have, or undefined when the archive lacks it. */
  photoUrl: (name: string) => string | undefined;
}

/** The add form's fields, by the column of the file they come from (null: from the dealership). */
const columnOf: Record<string, InventoryColumn | null> = {
  productName: 'model',
  image: 'photos',
  images: 'photos',
  model: 'body_type',
  location: null,
  resalePrice: 'price',
  originalPrice: 'price',
  useYear: 'year',
  purchaseYear: 'year',
  conditionType: 'condition',
  description: 'description',
  phone: null,
  make: 'make',
  modelName: 'model',
  trim: 'trim',
  year: 'year',
  mileage: 'mileage',
  fuelType: 'fuel',
  transmission: 'transmission',
  drivetrain: 'drivetrain',
  exteriorColor: 'colour',
  vin: 'vin',
  zip: null,
};

/** The add form's fields the file fills from another column (the price, the year, the photos). */
const derivedFields = new Set(['originalPrice', 'useYear', 'purchaseYear', 'image']);

/** A number as a spreadsheet writes it ("18,500", "$18500"), or the text itself for the contract to refuse. */
function numberCell(cell: string): number | string {
  const plain = cell.trim().replace(/^\$/, '').replace(/,/g, '');
  return /^[+-]?\d+(\.\d+)?$/.test(plain) ? Number(plain) : cell.trim();
}

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).toLowerCase();

export type ListingJudgement =
  | { listing: z.output<typeof newCar>; stockNumber: string; errors?: undefined }
  | { listing?: undefined; stockNumber: string; errors: ImportRowError[] };

/**
 * A row judged as the add form judges a car: the contract's `newCar` rules, the car's age and model year against this
 * year, plus what only a file can get wrong (formula cells, the stock number, photos missing from the archive). Every
 * refusal names its column.
 */
export function listingFromRow(row: InventoryRow, context: ListingContext): ListingJudgement {
  const { cells } = row;
  const stockNumber = cells.stock_number.trim();
  const errors: ImportRowError[] = [];
  for (const column of inventoryColumns) {
    if (formulaCell(cells[column])) {
      errors.push({
        column,
        message: `${column} starts with "${cells[column].charAt(0).replace('\t', '\\t').replace('\r', '\\r')}": a spreadsheet would run it as a formula. Remove that character.`,
      });
    }
  }
  if (stockNumber === '') errors.push({ column: 'stock_number', message: 'stock_number is required' });
  else if (stockNumber.length > 40)
    errors.push({ column: 'stock_number', message: 'stock_number must be at most 40 characters' });
  const names = photoNames(cells.photos);
  const urls: string[] = [];
  for (const name of names) {
    const url = context.photoUrl(name);
    if (url) urls.push(url);
    else errors.push({ column: 'photos', message: `The photo "${name}" is not in the photo archive.` });
  }
  if (errors.length > 0) return { stockNumber, errors };

  const year = numberCell(cells.year);
  // Taken from the model year: a bad year is refused once, as the year.
  const purchaseYear = typeof year === 'number' ? Math.min(year, context.thisYear) : context.thisYear;
  const productName = [cells.year, cells.make, cells.model, cells.trim]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  const parsed = newCar.safeParse({
    productName,
    image: urls[0] ?? '',
    images: urls,
    model: cells.body_type,
    location: context.location,
    resalePrice: numberCell(cells.price),
    originalPrice: numberCell(cells.price),
    useYear: Math.max(0, context.thisYear - purchaseYear),
    purchaseYear,
    conditionType: cells.condition.trim() === '' ? undefined : capitalised(cells.condition.trim()),
    description: cells.description,
    phone: context.phone,
    make: cells.make,
    modelName: cells.model,
    trim: cells.trim,
    year,
    mileage: numberCell(cells.mileage),
    fuelType: cells.fuel.trim().toLowerCase(),
    transmission: cells.transmission.trim().toLowerCase(),
    drivetrain: cells.drivetrain.trim().toUpperCase(),
    exteriorColor: cells.colour.trim().toLowerCase(),
    vin: cells.vin,
    zip: context.zip,
  });
  if (!parsed.success) {
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      // Fields made from another column say again what that column's own field says.
      if (derivedFields.has(field)) continue;
      const column = columnOf[field] ?? null;
      const key = `${column}:${issue.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      errors.push({ column, message: issue.message });
    }
    return { stockNumber, errors };
  }
  const listing = parsed.data;
  const age = carAgeProblem(listing.purchaseYear, listing.useYear, context.thisYear);
  if (age) errors.push({ column: 'year', message: age.message });
  const tooNew = modelYearProblem(listing.year, context.thisYear);
  if (tooNew) errors.push({ column: 'year', message: tooNew });
  return errors.length > 0 ? { stockNumber, errors } : { stockNumber, listing };
}
