/**
 * The search index's columns and the one pass that answers a search over a range of them. The columns live in
 * SharedArrayBuffers, so the same pass runs on the main thread or in scan threads (search-threads.ts), each over a
 * part of the slots; the parts' answers merge exactly (counts add up, each part's best cars hold the overall best).
 * This file imports nothing: a scan thread loads it alone.
 */

/** Each column's array type and values per slot. */
const columnSpec = {
  inIndex: [Uint8Array, 1],
  forSale: [Uint8Array, 1],
  soldAt: [Float64Array, 1],
  listedAt: [Float64Array, 1],
  price: [Int32Array, 1],
  /** The estimated monthly payment, whole dollars: the `monthly_asc` sort's key. */
  monthly: [Int32Array, 1],
  year: [Int16Array, 1],
  mileage: [Int32Array, 1],
  verified: [Uint8Array, 1],
  reserved: [Uint8Array, 1],
  /** The code of the car's dealership; 0 for none. */
  dealerOf: [Uint32Array, 1],
  unitX: [Float64Array, 1],
  unitY: [Float64Array, 1],
  unitZ: [Float64Array, 1],
  /** The code of the car's make and model (its deal rating's group); 0 when it cannot be rated. */
  group: [Uint32Array, 1],
  textOf: [Uint32Array, 1],
  /** 0 for none, else the band's index + 1. A Uint16Array like the facet columns: the count reads one kind of array. */
  dealBand: [Uint16Array, 1],
  dealExpected: [Int32Array, 1],
  dealPercentTenths: [Int32Array, 1],
  dealComparables: [Int32Array, 1],
  /** The car's UUID as four big-endian 32-bit words: the sort's last tie-break, comparable in any thread. */
  idWords: [Uint32Array, 4],
  make: [Uint16Array, 1],
  modelName: [Uint16Array, 1],
  bodyType: [Uint16Array, 1],
  fuelType: [Uint16Array, 1],
  transmission: [Uint16Array, 1],
  drivetrain: [Uint16Array, 1],
  exteriorColor: [Uint16Array, 1],
  conditionType: [Uint16Array, 1],
} as const;

type ColumnName = keyof typeof columnSpec;
export type Columns = { [Name in ColumnName]: InstanceType<(typeof columnSpec)[Name][0]> };
export type ColumnBuffers = Record<ColumnName, SharedArrayBuffer>;

const columnNames = Object.keys(columnSpec) as ColumnName[];

/** The facets counted, in the order of their counts: the data facets, then the deal bands. */
export const countedColumns = [
  'make',
  'modelName',
  'bodyType',
  'fuelType',
  'transmission',
  'drivetrain',
  'exteriorColor',
  'conditionType',
  'dealBand',
] as const satisfies readonly ColumnName[];

function view<Name extends ColumnName>(name: Name, buffer: SharedArrayBuffer): Columns[Name] {
  const [Type] = columnSpec[name];
  return new (Type as unknown as new (buffer: SharedArrayBuffer) => Columns[Name])(buffer);
}

/** Columns for `capacity` slots, holding `previous`'s values when given. */
export function allocateColumns(capacity: number, previous?: Columns): Columns {
  const columns = {} as Record<ColumnName, unknown>;
  for (const name of columnNames) {
    const [Type, perSlot] = columnSpec[name];
    const buffer = new SharedArrayBuffer(capacity * perSlot * Type.BYTES_PER_ELEMENT);
    const array = view(name, buffer);
    if (previous) array.set(previous[name] as never);
    columns[name] = array;
  }
  return columns as Columns;
}

export function buffersOf(columns: Columns): ColumnBuffers {
  return Object.fromEntries(
    columnNames.map((name) => [name, columns[name].buffer as unknown as SharedArrayBuffer]),
  ) as ColumnBuffers;
}

export function columnsOf(buffers: ColumnBuffers): Columns {
  return Object.fromEntries(columnNames.map((name) => [name, view(name, buffers[name])])) as Columns;
}

/** Every column's values for the slots [0, size): what a snapshot keeps. */
export function columnBytes(columns: Columns, size: number): { name: ColumnName; bytes: Uint8Array }[] {
  return columnNames.map((name) => {
    const [Type, perSlot] = columnSpec[name];
    return { name, bytes: new Uint8Array(columns[name].buffer, 0, size * perSlot * Type.BYTES_PER_ELEMENT) };
  });
}

/** The bytes a column takes for `size` slots. */
export function columnByteLength(name: string, size: number): number | undefined {
  if (!(name in columnSpec)) return undefined;
  const [Type, perSlot] = columnSpec[name as ColumnName];
  return size * perSlot * Type.BYTES_PER_ELEMENT;
}

/** Copies a column's kept bytes back into `columns`; false for a name or length this layout does not have. */
export function restoreColumn(columns: Columns, name: string, bytes: Uint8Array): boolean {
  if (!(name in columnSpec)) return false;
  const target = new Uint8Array(columns[name as ColumnName].buffer);
  if (bytes.length > target.length) return false;
  target.set(bytes);
  return true;
}

/** The sorts as the scan knows them. */
export const sortCodes = {
  newest: 0,
  relevance: 1,
  price_asc: 2,
  price_desc: 3,
  monthly_asc: 4,
  mileage_asc: 5,
  year_desc: 6,
  best_deal: 7,
  distance: 8,
} as const;

/** Everything a scan needs to know of a search, as plain values a scan thread receives. */
export interface ScanPlan {
  from: number;
  to: number;
  /** Only these slots, instead of [from, to). */
  only: Int32Array | null;
  /**
   * Shared by the threads of one search: [from, to) cut in chunks of `chunkSize` slots, each claimed by the first
   * thread to set its entry to its `me` (1 and up), so a thread that runs late is made up for by the others. Null:
   * the whole range is this thread's.
   */
  claims: Int32Array | null;
  chunkSize: number;
  me: number;
  /** How many of the best cars after the cursor to keep. */
  keep: number;
  sort: number;
  /** Per counted column, the codes allowed (1), or null when the facet is not filtered. */
  selections: (Uint8Array | null)[];
  /** Per counted column, how many codes it has. */
  countSizes: number[];
  priceMin: number;
  priceMax: number;
  yearLow: number;
  yearHigh: number;
  mileageLow: number;
  mileageHigh: number;
  onlyVerified: boolean;
  hideReserved: boolean;
  /** -1: any car. */
  onlyDealer: number;
  listedAfter: number;
  origin: [number, number, number] | null;
  /** The cosine of the radius's angle, or -2 for no radius. */
  radiusLimit: number;
  /** Each text's keyword score, in shared memory; null without keywords. */
  scores: Int32Array | null;
  /** The cursor: only cars after it in the sort's order. */
  after: { key: number; listedAt: number; id: Uint32Array } | null;
}

export interface ScanResult {
  total: number;
  reservedCount: number;
  /** The counted columns' counts, one after another (`countSizes` long each). */
  counts: Int32Array<ArrayBuffer>;
  /** The best `keep` cars after the cursor, best first, and their sort keys. */
  slots: Int32Array<ArrayBuffer>;
  keys: Float64Array<ArrayBuffer>;
}

/** earthdistance's earth radius (6,378,168 m) in miles, so distances agree with PostgreSQL's `earth_distance`. */
export const earthRadiusMiles = 6_378_168 / 1609.344;

/** Miles from the origin to a car, or null when the car has no place. */
export function distanceOf(
  columns: Columns,
  slot: number,
  origin: readonly [number, number, number],
): number | null {
  const dot =
    columns.unitX[slot]! * origin[0] + columns.unitY[slot]! * origin[1] + columns.unitZ[slot]! * origin[2];
  return Number.isNaN(dot) ? null : earthRadiusMiles * Math.acos(Math.min(1, Math.max(-1, dot)));
}

/** A car's key in a sort: smaller first; +Infinity for a car without the sorted value (it goes last). */
export function sortKey(
  columns: Columns,
  plan: Pick<ScanPlan, 'sort' | 'scores' | 'origin'>,
  slot: number,
): number {
  switch (plan.sort) {
    case sortCodes.relevance:
      return plan.scores ? -plan.scores[columns.textOf[slot]!]! : 0;
    case sortCodes.price_asc:
      return columns.price[slot]!;
    case sortCodes.price_desc:
      return -columns.price[slot]!;
    case sortCodes.monthly_asc:
      return columns.monthly[slot]!;
    case sortCodes.mileage_asc:
      return columns.mileage[slot]! < 0 ? Number.POSITIVE_INFINITY : columns.mileage[slot]!;
    case sortCodes.year_desc:
      return columns.year[slot] ? -columns.year[slot]! : Number.POSITIVE_INFINITY;
    case sortCodes.best_deal:
      return columns.dealBand[slot] ? columns.dealPercentTenths[slot]! : Number.POSITIVE_INFINITY;
    case sortCodes.distance:
      return plan.origin
        ? (distanceOf(columns, slot, plan.origin) ?? Number.POSITIVE_INFINITY)
        : Number.POSITIVE_INFINITY;
    default:
      return 0;
  }
}

/** Compares two cars' ids as their UUIDs compare as text: negative when `a`'s is lower. */
function compareIds(ids: Uint32Array, a: number, b: Uint32Array | number): number {
  const other = typeof b === 'number' ? ids : b;
  const at = typeof b === 'number' ? b * 4 : 0;
  for (let word = 0; word < 4; word++) {
    const left = ids[a * 4 + word]!;
    const right = other[at + word]!;
    if (left !== right) return left < right ? -1 : 1;
  }
  return 0;
}

/**
 * Whether car `a` (with key `keyA`) comes before car `b` in the results: the sort's key, then the newest listing, then
 * the higher id, so every car has one place in every sort.
 */
export function comesBefore(columns: Columns, keyA: number, a: number, keyB: number, b: number): boolean {
  if (keyA !== keyB) return keyA < keyB;
  const listedA = columns.listedAt[a]!;
  const listedB = columns.listedAt[b]!;
  if (listedA !== listedB) return listedA > listedB;
  return compareIds(columns.idWords, a, b) > 0;
}

/** One pass over the plan's slots: every facet counted at once, and the best `keep` cars after the cursor kept. */
export function scan(columns: Columns, plan: ScanPlan): ScanResult {
  const {
    forSale,
    listedAt,
    price,
    year,
    mileage,
    verified,
    reserved,
    dealerOf,
    unitX,
    unitY,
    unitZ,
    textOf,
  } = columns;
  const columnsCounted = countedColumns.map((name) => columns[name]);
  const offsets: number[] = [];
  let countsLength = 0;
  for (const size of plan.countSizes) {
    offsets.push(countsLength);
    countsLength += size;
  }
  const counts = new Int32Array(countsLength);
  const { selections, scores, after } = plan;
  const selected = selections.flatMap((allowed, index) => (allowed ? [index] : []));
  const selectedCount = selected.length;
  const [ox, oy, oz] = plan.origin ?? [0, 0, 0];
  const { priceMin, priceMax, yearLow, yearHigh, mileageLow, mileageHigh, onlyVerified, hideReserved } = plan;
  const { onlyDealer, listedAfter, radiusLimit, keep } = plan;
  const [k0, k1, k2, k3, k4, k5, k6, k7, k8] = columnsCounted as [Uint16Array, ...Uint16Array[]];
  const [o0, o1, o2, o3, o4, o5, o6, o7, o8] = offsets as [number, ...number[]];
  const afterKey = after ? after.key : 0;
  const byListing = listedAfter !== Number.NEGATIVE_INFINITY;
  const byPrice = priceMin > 0 || priceMax < 0x7fffffff;
  const byYear = yearLow > 0 || yearHigh < 0x7fff;
  const byMileage = mileageLow >= 0 || mileageHigh < 0x7fffffff;

  // A max-heap of the best cars so far: its root is the worst kept, replaced whenever a better one comes.
  const heapSlots = new Int32Array(keep);
  const heapKeys = new Float64Array(keep);
  let heapSize = 0;
  const worse = (i: number, j: number) =>
    comesBefore(columns, heapKeys[j]!, heapSlots[j]!, heapKeys[i]!, heapSlots[i]!);
  const swap = (i: number, j: number) => {
    const slot = heapSlots[i]!;
    heapSlots[i] = heapSlots[j]!;
    heapSlots[j] = slot;
    const key = heapKeys[i]!;
    heapKeys[i] = heapKeys[j]!;
    heapKeys[j] = key;
  };

  let total = 0;
  let reservedCount = 0;
  const { only, claims } = plan;
  let from = only ? 0 : plan.from;
  let end = only ? only.length : plan.to;
  let chunk = 0;
  for (let pass = 0; ; pass++) {
    if (claims) {
      while (chunk < claims.length && Atomics.compareExchange(claims, chunk, 0, plan.me) !== 0) chunk++;
      if (chunk === claims.length) break;
      from = plan.from + chunk * plan.chunkSize;
      end = Math.min(plan.to, from + plan.chunkSize);
      chunk++;
    } else if (pass > 0) {
      break;
    }
    for (let position = from; position < end; position++) {
      const slot = only ? only[position]! : position;
      if (!forSale[slot]) continue;
      // A column is read only when its bound is set: the pass is bound by memory, and a broad search sets few.
      if (byListing && !(listedAt[slot]! > listedAfter)) continue;
      if (byPrice) {
        const carPrice = price[slot]!;
        if (carPrice < priceMin || carPrice > priceMax) continue;
      }
      if (byYear) {
        const carYear = year[slot]!;
        if (carYear < yearLow || carYear > yearHigh) continue;
      }
      if (byMileage) {
        const carMileage = mileage[slot]!;
        if (carMileage < mileageLow || carMileage > mileageHigh) continue;
      }
      if (onlyVerified && !verified[slot]) continue;
      if (onlyDealer !== -1 && dealerOf[slot] !== onlyDealer) continue;
      if (scores && !scores[textOf[slot]!]) continue;
      if (radiusLimit > -2 && !(unitX[slot]! * ox + unitY[slot]! * oy + unitZ[slot]! * oz >= radiusLimit))
        continue;
      let missed = -1;
      let misses = 0;
      for (let index = 0; index < selectedCount; index++) {
        const facet = selected[index]!;
        if (!selections[facet]![columnsCounted[facet]![slot]!]) {
          missed = facet;
          if (++misses > 1) break;
        }
      }
      if (reserved[slot]) {
        // Counted whether shown or not: the filter's own count ignores the filter, as a facet's does.
        if (misses === 0) reservedCount++;
        if (hideReserved) continue;
      }
      if (misses === 1) {
        counts[offsets[missed]! + columnsCounted[missed]![slot]!]!++;
        continue;
      }
      if (misses > 1) continue;
      total++;
      // Unrolled: these lines run for most cars of a broad search, and are most of its time.
      counts[o0 + k0[slot]!]!++;
      counts[o1! + k1![slot]!]!++;
      counts[o2! + k2![slot]!]!++;
      counts[o3! + k3![slot]!]!++;
      counts[o4! + k4![slot]!]!++;
      counts[o5! + k5![slot]!]!++;
      counts[o6! + k6![slot]!]!++;
      counts[o7! + k7![slot]!]!++;
      counts[o8! + k8![slot]!]!++;

      const key = sortKey(columns, plan, slot);
      if (after) {
        if (key < afterKey) continue;
        if (key === afterKey) {
          const listed = listedAt[slot]!;
          if (listed > after.listedAt) continue;
          if (listed === after.listedAt && compareIds(columns.idWords, slot, after.id) >= 0) continue;
        }
      }
      if (heapSize < keep) {
        let index = heapSize++;
        heapSlots[index] = slot;
        heapKeys[index] = key;
        while (index > 0) {
          const parent = (index - 1) >> 1;
          if (!worse(index, parent)) break;
          swap(index, parent);
          index = parent;
        }
      } else if (
        keep > 0 &&
        key <= heapKeys[0]! &&
        comesBefore(columns, key, slot, heapKeys[0]!, heapSlots[0]!)
      ) {
        heapSlots[0] = slot;
        heapKeys[0] = key;
        let index = 0;
        for (;;) {
          const left = index * 2 + 1;
          const right = left + 1;
          let largest = index;
          if (left < heapSize && worse(left, largest)) largest = left;
          if (right < heapSize && worse(right, largest)) largest = right;
          if (largest === index) break;
          swap(index, largest);
          index = largest;
        }
      }
    }
  }

  const order = Array.from({ length: heapSize }, (_, index) => index).sort((i, j) =>
    comesBefore(columns, heapKeys[i]!, heapSlots[i]!, heapKeys[j]!, heapSlots[j]!) ? -1 : 1,
  );
  return {
    total,
    reservedCount,
    counts,
    slots: Int32Array.from(order, (index) => heapSlots[index]!),
    keys: Float64Array.from(order, (index) => heapKeys[index]!),
  };
}
