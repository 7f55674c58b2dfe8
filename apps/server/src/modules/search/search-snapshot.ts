import fs from 'node:fs/promises';
import path from 'node:path';
import v8 from 'node:v8';
import type { FinancingTerms } from '@second-gear/contract';
import { allocateColumns, columnByteLength, columnBytes, restoreColumn } from './search-scan.ts';
import type { IndexState } from './search-index.ts';

/**
 * The search index kept in a file between starts: a starting server loads it and applies the change log since the
 * version it was made at, instead of reading every car. The file is the columns' bytes as they are in memory, the
 * dictionaries and keywords around them (v8's serialisation), and a SHA-256 over all of it; it is written to a new
 * file and renamed over the old one, so a crash while writing leaves the previous snapshot whole. Taking it costs the
 * main thread one copy of the columns; the hash and the write happen off it.
 *
 * Layout: magic (8 bytes), the header's length (4 bytes, little-endian), the header, the columns one after another,
 * the SHA-256 of everything before it (32 bytes).
 */
/** Names the layout: a change to the header's fields or the columns' meaning takes a new one (old files are refused). */
const magic = Buffer.from('SGSIDX01');
const digestLength = 32;

/** What a snapshot was made of: a snapshot is used only by an index of the same kind, over the same database. */
export interface SnapshotStamp {
  /** The change-log version the index held every change up to. */
  version: number;
  /** The database the snapshot was made from (its system identifier and name). */
  database: string;
  financing: FinancingTerms;
}

interface Header extends SnapshotStamp, Omit<IndexState, 'columns'> {
  columns: [name: string, bytes: number][];
}

/**
 * The snapshot's bytes (all but the checksum), taken now in one copy: the columns go on changing while the file is
 * written. Call it in the same turn as `index.state()`.
 */
export function takeSnapshot(stamp: SnapshotStamp, state: IndexState): Buffer {
  const { columns, ...rest } = state;
  const kept = columnBytes(columns, state.size);
  const header: Header = {
    ...stamp,
    ...rest,
    columns: kept.map(({ name, bytes }) => [name, bytes.length]),
  };
  const headerBytes = v8.serialize(header);
  const length = kept.reduce(
    (total, { bytes }) => total + bytes.length,
    magic.length + 4 + headerBytes.length,
  );
  const taken = Buffer.allocUnsafe(length);
  magic.copy(taken, 0);
  taken.writeUInt32LE(headerBytes.length, magic.length);
  let at = magic.length + 4;
  taken.set(headerBytes, at);
  at += headerBytes.length;
  for (const { bytes } of kept) {
    taken.set(bytes, at);
    at += bytes.length;
  }
  return taken;
}

/** Deletes the new files of writes a killed server never finished (the snapshot they would have replaced is whole). */
async function removeUnfinishedWrites(file: string) {
  const folder = path.dirname(file);
  const prefix = `${path.basename(file)}.`;
  const names = await fs.readdir(folder).catch(() => []);
  for (const name of names) {
    if (name.startsWith(prefix) && name.endsWith('.tmp'))
      await fs.rm(path.join(folder, name), { force: true });
  }
}

/** SHA-256 on the thread pool: hashing a snapshot takes no time from the requests. */
async function digestOf(bytes: Buffer): Promise<Buffer> {
  return Buffer.from(await crypto.subtle.digest('SHA-256', bytes));
}

/** Writes a taken snapshot and its checksum to `file` (a new file renamed over the old one); the bytes written. */
export async function writeSnapshot(file: string, taken: Buffer): Promise<number> {
  const digest = await digestOf(taken);
  const temporary = `${file}.${process.pid}.tmp`;
  const handle = await fs.open(temporary, 'w');
  try {
    await handle.writev([taken, digest]);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.rename(temporary, file);
  return taken.length + digest.length;
}

export type SnapshotRead =
  { state: IndexState; stamp: SnapshotStamp; bytes: number } | { missing: true } | { refused: string };

/** The index kept in `file`, or why it cannot be used (missing, or refused: damaged, or of another layout). */
export async function readSnapshot(file: string): Promise<SnapshotRead> {
  await removeUnfinishedWrites(file);
  let data: Buffer;
  try {
    data = await fs.readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { missing: true };
    return { refused: `it cannot be read (${(error as Error).message})` };
  }
  if (data.length < magic.length + 4 + digestLength || !data.subarray(0, magic.length).equals(magic)) {
    return { refused: 'it is not a search index snapshot of this version' };
  }
  const body = data.subarray(0, data.length - digestLength);
  if (!(await digestOf(body)).equals(data.subarray(data.length - digestLength))) {
    return { refused: 'its checksum does not match (the file is damaged)' };
  }
  const headerLength = data.readUInt32LE(magic.length);
  let at = magic.length + 4;
  const { columns: kept, ...header } = v8.deserialize(data.subarray(at, at + headerLength)) as Header;
  at += headerLength;
  // Room to grow: the first cars listed after a start must not copy every column into bigger ones.
  const columns = allocateColumns(Math.ceil(header.size * 1.25) + 1024);
  if (kept.length !== columnBytes(columns, 0).length)
    return { refused: 'its columns are not the ones this index has' };
  for (const [name, length] of kept) {
    if (columnByteLength(name, header.size) !== length)
      return { refused: `its column ${name} is not as expected` };
    if (!restoreColumn(columns, name, data.subarray(at, at + length))) {
      return { refused: `its column ${name} is not one this index has` };
    }
    at += length;
  }
  if (at !== body.length) return { refused: 'its length is not as its header says' };
  const { version, database, financing, ...state } = header;
  return { state: { ...state, columns }, stamp: { version, database, financing }, bytes: data.length };
}
