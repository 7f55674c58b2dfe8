import fs from 'node:fs/promises';
import path from 'node:path';
import { connect, seedCatalogue } from './database.ts';
import { residentMiB, startServer } from './server-process.ts';

const buyers = 400;
const searchesPerBuyer = 25;

/** CPU seconds a process has used so far (user + system), from /proc. */
async function cpuSeconds(pid: number): Promise<number> {
  const fields = (await fs.readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** A whole-hour zone (`Etc/GMT±n`, its sign reversed) where it is now between 8:00 and 9:00. */
function zoneAtEight(now: Date): string {
  let offset = 8 - now.getUTCHours();
  if (offset < -12) offset += 24;
  if (offset > 14) offset -= 24;
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

/**
 * The daily digest run for 10,000 saved searches (400 buyers × 25) on the catalogue: the searches, made two days old
 * in a zone where 8:00 has just come, are all due at the next minute's tick of the production server. Measured: the
 * run's wall time and CPU (its own log line, and the process' CPU from /proc), the server's memory before and at
 * its peak (sampled every 100 ms), the database transactions and rows read meanwhile, and the digests and e-mails made.
 */
export async function measureDigestRun(options: {
  dataDir: string;
  port: number;
  cars: number;
  log: (message: string) => void;
}) {
  const { dataDir, port } = options;
  let server = await startServer({ dataDir, port });
  options.log(`alerts: filling the catalogue to ${options.cars.toLocaleString('en-US')} cars`);
  const seeded = await seedCatalogue(dataDir, options.cars);
  // The server's PostgreSQL stops with it: the searches are saved while it runs, not yet due (saved just now, after
  // today's 8:00 in their zone), and made due once the server has started again with its index built.
  let database = await connect(dataDir);
  try {
    const now = new Date();
    const zone = zoneAtEight(now);
    options.log(`alerts: ${buyers * searchesPerBuyer} daily searches in ${zone}, saved now (not due yet)`);
    await database.query(
      `insert into accounts (username, user_email, account_status)
       select 'Bench Buyer ' || n, 'bench-buyer-' || n || '@example.com', 'buyer' from generate_series(1, $1::int) n
       on conflict (user_email) do nothing`,
      [buyers],
    );
    // Searches as people save them: a make and model under a price, a make, or a body type under a price.
    const { rows: models } = await database.query<{ make: string; model: string; body: string }>(
      `select c.make, c.model_name as model, m.model as body from cars c join car_models m on m.id = c.model_id
        where c.make is not null and c.model_name is not null
        group by 1, 2, 3 order by count(*) desc limit 200`,
    );
    const searches: [number, string][] = [];
    for (let buyer = 1; buyer <= buyers; buyer++) {
      for (let index = 0; index < searchesPerBuyer; index++) {
        const pick = models[(buyer * searchesPerBuyer + index) % models.length]!;
        const priceMax = 10_000 + 2_500 * ((buyer + index) % 12);
        const shape = (buyer + index) % 3;
        const query =
          shape === 0
            ? `make=${encodeURIComponent(pick.make)}&modelName=${encodeURIComponent(pick.model)}&priceMax=${priceMax}`
            : shape === 1
              ? `make=${encodeURIComponent(pick.make)}&q=${index}`
              : `bodyType=${encodeURIComponent(pick.body)}&priceMax=${priceMax}&yearMin=${2000 + index}`;
        searches.push([buyer, query]);
      }
    }
    await database.query(
      `insert into saved_searches (account_id, name, query, frequency, time_zone, created_at, last_visited_at)
       select a.id, 'Bench search ' || s.ordinality, s.query, 'daily', $3, now(), now()
         from unnest($1::int[], $2::text[]) with ordinality as s(buyer, query, ordinality)
         join accounts a on a.user_email = 'bench-buyer-' || s.buyer || '@example.com'
       on conflict do nothing`,
      [searches.map(([buyer]) => buyer), searches.map(([, query]) => query), zone],
    );
    const { rows: newCars } = await database.query<{ count: number }>(
      `select count(*)::int as count from cars where sale_status = 'available' and created_at > now() - interval '1 day'`,
    );

    await database.end();
    await server.stop();

    options.log('alerts: start the server again, its index built');
    server = await startServer({ dataDir, port });
    database = await connect(dataDir);
    database.on('error', () => undefined);
    const pid = server.child.pid!;
    await fetch(`http://127.0.0.1:${port}/api/search?limit=1`);
    const before = residentMiB(pid);
    const stats = async () =>
      (
        await database.query<{ xacts: string; rows: string }>(
          `select xact_commit + xact_rollback as xacts, tup_returned + tup_fetched as rows
             from pg_stat_database where datname = current_database()`,
        )
      ).rows[0]!;
    // The server's own background work (queue polling, instant sweeps) while idle, to set apart from the run's.
    const idleStart = await stats();
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const idleEnd = await stats();
    const idleXactsPerSecond = (Number(idleEnd.xacts) - Number(idleStart.xacts)) / 10;

    options.log('alerts: the searches were saved two days ago; the next tick runs their digests');
    await database.query(
      `update saved_searches set created_at = now() - interval '2 days', last_visited_at = now() - interval '2 days'`,
    );
    const logFile = path.join(dataDir, 'server.log');
    const runLine = async () =>
      (await fs.readFile(logFile, 'utf8')).split('\n').find((line) => line.includes('"alerts run"'));
    let peak = before;
    let started: { at: number; cpu: number; stats: Awaited<ReturnType<typeof stats>> } | undefined;
    let line: string | undefined;
    const deadline = Date.now() + 15 * 60_000;
    while (!line && Date.now() < deadline) {
      peak = Math.max(peak, residentMiB(pid));
      const { rows } = await database.query<{ count: number }>(
        'select count(*)::int as count from search_digests',
      );
      if (!started && rows[0]!.count > 0) {
        started = { at: performance.now(), cpu: await cpuSeconds(pid), stats: await stats() };
      }
      line = await runLine();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (!line || !started) throw new Error('no digest run within 15 minutes');
    const end = { at: performance.now(), cpu: await cpuSeconds(pid), stats: await stats() };
    const run = JSON.parse(line) as { searches: number; digests: number; ms: number; cpuMs: number };
    const { rows: mails } = await database.query<{ count: number }>(
      `select count(*)::int as count from mail_messages where kind = 'search-digest'`,
    );
    const seconds = (end.at - started.at) / 1000;
    // Closed before the server stops its PostgreSQL, which would end the connection with an error.
    await database.end();
    await server.stop();
    return {
      cars: seeded.cars,
      searches: run.searches,
      newCarsLastDay: newCars[0]!.count,
      digestsSent: run.digests,
      mailsInOutbox: mails[0]!.count,
      wallMs: run.ms,
      cpuMsOfRun: run.cpuMs,
      serverCpuSecondsWhileRunning: Number((end.cpu - started.cpu).toFixed(1)),
      memoryMiB: { before, peak },
      databaseTransactions: Number(end.stats.xacts) - Number(started.stats.xacts),
      idleTransactionsInThatTime: Math.round(idleXactsPerSecond * seconds),
      rowsRead: Number(end.stats.rows) - Number(started.stats.rows),
    };
  } finally {
    await database.end().catch(() => undefined);
  }
}
