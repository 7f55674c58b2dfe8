import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SearchAnswer } from '@second-gear/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount, createCar, createCarModel } from '../../../test/builders.ts';
import { capturedLogs } from '../../../test/log-lines.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { cars } from '../cars/cars.table.ts';

const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'sg-search-snapshot-'));
const snapshotFile = path.join(folder, 'search-index.snapshot');

/** A server on the first one's database, keeping its index in `file`, and the lines it logs. */
async function serverWith(file: string, databaseUrl?: string) {
  const { logger, lines } = capturedLogs();
  const built = await buildTestApp({
    logger,
    search: { threads: 1, snapshotFile: file },
    ...(databaseUrl ? { databaseOf: { databaseUrl } } : {}),
  });
  const search = async (query = '') =>
    (await built.app.inject({ method: 'GET', url: `/api/search?${query}` })).json() as SearchAnswer;
  /** The first line logged with this message, once it is (the index is built and written in the background). */
  const logged = async (message: string) => {
    for (;;) {
      const line = lines.find((entry) => entry.msg === message);
      if (line) return line;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return { ...built, search, logged, lines };
}

const first = await serverWith(snapshotFile);
const seller = await createAccount(first.db, { accountStatus: 'seller' });
const model = await createCarModel(first.db);
const listed = async (make: string, resalePrice: number) =>
  createCar(first.db, { sellerId: seller.id, modelId: model.id }, { make, modelName: 'Test', resalePrice });
const [kept, sold, deleted, repriced] = [
  await listed('Toyota', 10_000),
  await listed('Honda', 11_000),
  await listed('Ford', 12_000),
  await listed('Mazda', 13_000),
];

describe('the search index snapshot', () => {
  it('is written after the first build, and a later start loads it and applies what changed while it was down', async () => {
    expect((await first.search()).total).toBe(4);
    expect(
      await first.logged('no search index snapshot yet: the index is built from every car'),
    ).toBeTruthy();
    // Written once built, and again as the server stops, with every car it has seen since.
    await first.app.close();
    const written = first.lines.filter((line) => line.msg === 'search index snapshot written');
    expect(written.at(-1)).toMatchObject({ cars: 4 });

    // Changes no server with the snapshot has seen: a sale, a deletion, a new price, a new car.
    await first.db.update(cars).set({ saleStatus: 'sold' }).where(eq(cars.id, sold.id));
    await first.db.delete(cars).where(eq(cars.id, deleted.id));
    await first.db.update(cars).set({ resalePrice: 9_500 }).where(eq(cars.id, repriced.id));
    const added = await listed('Kia', 14_000);

    const second = await serverWith(snapshotFile, first.databaseUrl);
    const found = await second.search('sort=price_asc');
    expect(found.cars.map((car) => [car._id, car.resalePrice])).toEqual([
      [repriced.id, 9_500],
      [kept.id, 10_000],
      [added.id, 14_000],
    ]);
    const loaded = await second.logged('search index loaded from its snapshot');
    expect(loaded).toMatchObject({ cars: 4 });
    expect(loaded.versionsBehind).toBeGreaterThan(0);
    expect(second.lines.some((line) => line.msg === 'search index built')).toBe(false);
  });

  it('falls back to reading every car, with a warning, when the file is damaged', async () => {
    const damaged = path.join(folder, 'damaged.snapshot');
    const bytes = await fs.readFile(snapshotFile);
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    await fs.writeFile(damaged, bytes);
    // What a server killed while writing leaves: its new file, never renamed over the snapshot.
    const unfinished = `${damaged}.4242.tmp`;
    await fs.writeFile(unfinished, bytes.subarray(0, 100));
    const server = await serverWith(damaged, first.databaseUrl);
    expect((await server.search()).total).toBe(3);
    await expect(fs.access(unfinished)).rejects.toThrow();
    const warning = await server.logged(
      'search index snapshot not used: its checksum does not match (the file is damaged); the index is built from every car',
    );
    expect(warning.level).toBe(40);
    expect(await server.logged('search index built')).toBeTruthy();
  });

  it("is not used by a server on another database, which builds its own from that database's cars", async () => {
    const copy = path.join(folder, 'copy.snapshot');
    await fs.copyFile(snapshotFile, copy);
    const other = await serverWith(copy);
    expect((await other.search()).total).toBe(0);
    expect(
      await other.logged(
        'search index snapshot not used: it was made from another database; the index is built from every car',
      ),
    ).toBeTruthy();
  });
});
