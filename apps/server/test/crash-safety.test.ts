import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, describe, type ExpectStatic, it } from 'vitest';
import { openEmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { client, type Server } from './server-client.ts';
import { freePort, killServers, startServer } from './server-process.ts';
import { startSmtpStandIn } from './stand-ins/smtp.ts';

/**
 * Writes stream through the HTTP API while the server, or its PostgreSQL, is killed with SIGKILL at a random moment.
 * After a restart on the same data, every write that was answered 2xx must be there, whole, and nothing half-written
 * may be: the promise a user relies on when the page said "saved".
 */
const rounds = Number(process.env.CRASH_ROUNDS ?? 10);
const dataDirs: string[] = [];
const mailbox = await startSmtpStandIn();

afterAll(async () => {
  killServers();
  await mailbox.close();
  await Promise.all(dataDirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

interface Acknowledged {
  people: string[];
  cars: { id: string; image: string }[];
  bookings: string[];
}

/**
 * Streams numbered writes (a sign-up, a listing with its photo, a booking of it) from three clients until the server
 * stops answering, recording each write the server acknowledged.
 */
async function streamWrites(expect: ExpectStatic, server: Server, round: number, acknowledged: Acknowledged) {
  const api = client(server, mailbox);
  const seller = await api.person(`seller-${round}-${Date.now()}@example.com`, 'seller');
  const buyer = await api.person(`buyer-${round}-${Date.now()}@example.com`, 'buyer');
  expect(seller && buyer, server.output()).toBeTruthy();
  let next = 0;
  const stream = async () => {
    for (;;) {
      const number = next++;
      try {
        const email = `writer-${round}-${number}-${Date.now()}@example.com`;
        if (await api.person(email, 'buyer')) acknowledged.people.push(email);
        const car = await api.listCar(seller!, number);
        if (!car) continue;
        acknowledged.cars.push(car);
        const booking = await api.book(buyer!, car.id);
        if (booking) acknowledged.bookings.push(booking);
      } catch {
        return; // The server is gone.
      }
    }
  };
  return Promise.all([stream(), stream(), stream()]);
}

async function checkDurable(expect: ExpectStatic, dataDir: string, acknowledged: Acknowledged) {
  const postgres = await openEmbeddedPostgres(dataDir, pino({ level: 'silent' }));
  const db = new pg.Client({ connectionString: postgres.url });
  await db.connect();
  try {
    const people = await db.query(
      `select a.user_email from accounts a join auth_users u on u.id = a.user_id
       join auth_identities i on i.user_id = u.id and i.provider_id = 'credential' where a.user_email = any($1)`,
      [acknowledged.people],
    );
    expect(people.rows.map((row) => row.user_email).sort()).toEqual([...acknowledged.people].sort());
    const cars = await db.query(
      `select c.id, c.image from cars c join uploads u on u.url = c.image and u.attached_at is not null
       where c.id = any($1::uuid[])`,
      [acknowledged.cars.map((car) => car.id)],
    );
    expect(cars.rows.length).toBe(acknowledged.cars.length);
    for (const car of acknowledged.cars) {
      const file = path.join(dataDir, 'uploads', car.image.replace(/^\/uploads\//, ''));
      expect((await sharp(file).metadata()).format, car.image).toBe('webp');
    }
    const bookings = await db.query('select count(*)::int as n from bookings where id = any($1::uuid[])', [
      acknowledged.bookings,
    ]);
    expect(bookings.rows[0].n).toBe(acknowledged.bookings.length);

    // Nothing half-written: no sign-in without its password, no listing without its photo, no stray booking.
    const halfWritten = await db.query(`select
      (select count(*)::int from auth_users u
        where not exists (select 1 from auth_identities i where i.user_id = u.id)) as users_without_sign_in,
      (select count(*)::int from cars c
        where not exists (select 1 from uploads u where u.url = c.image and u.attached_at is not null)) as cars_without_photo,
      (select count(*)::int from bookings b where b.car_id is null and b.payment_status = 'unpaid') as orphan_bookings`);
    expect(halfWritten.rows[0]).toEqual({
      users_without_sign_in: 0,
      cars_without_photo: 0,
      orphan_bookings: 0,
    });
  } finally {
    await db.end();
    await postgres.stop();
  }
}

async function crashRounds(expect: ExpectStatic, kill: (server: Server, dataDir: string) => Promise<void>) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sg-crash-'));
  await fs.chmod(dataDir, 0o755);
  dataDirs.push(dataDir);
  const port = await freePort();
  const env = { PUBLIC_URL: `http://127.0.0.1:${port}`, SIGN_IN_RATE_LIMIT: '100000', SMTP_URL: mailbox.url };
  const acknowledged: Acknowledged = { people: [], cars: [], bookings: [] };
  for (let round = 1; round <= rounds; round++) {
    const server = await startServer(dataDir, port, env);
    expect(server.outcome, server.output()).toEqual({ ready: true });
    const listedBefore = acknowledged.cars.length;
    const writes = streamWrites(expect, server, round, acknowledged);
    // Once writes flow, at a random moment.
    await expect.poll(() => acknowledged.cars.length, { timeout: 30_000 }).toBeGreaterThan(listedBefore);
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 1_500));
    await kill(server, dataDir);
    await writes;
    await server.exited;
  }
  const server = await startServer(dataDir, port, env);
  expect(server.outcome, server.output()).toEqual({ ready: true });
  await checkDurable(expect, dataDir, acknowledged);
  expect(acknowledged.cars.length, 'writes were acknowledged between the kills').toBeGreaterThan(rounds);
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

// The two kinds of kill run side by side, each on its own data folder and port: most of their time is spent waiting for
// a server to start or to be killed, not computing. Each may take ten minutes: twenty-two server starts beside each
// other and the rest of the suite took over five on a busy machine (a hang still ends the file).
describe.concurrent('crash safety', () => {
  it(`keeps every acknowledged write when the server is killed (${rounds} rounds)`, async ({ expect }) => {
    await crashRounds(expect, async (server) => {
      server.child.kill('SIGKILL');
    });
  }, 600_000);

  it(`keeps every acknowledged write when its PostgreSQL is killed (${rounds} rounds)`, async ({
    expect,
  }) => {
    await crashRounds(expect, async (server, dataDir) => {
      const postmaster = Number(
        (await fs.readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0],
      );
      process.kill(postmaster, 'SIGKILL');
      // The server outlives its database; it is restarted as an operator (or a supervisor) would.
      await new Promise((resolve) => setTimeout(resolve, 500));
      server.child.kill('SIGTERM');
      const stopped = await Promise.race([
        server.exited,
        new Promise((resolve) => setTimeout(() => resolve('hung'), 15_000)),
      ]);
      if (stopped === 'hung') server.child.kill('SIGKILL');
    });
  }, 600_000);
});
