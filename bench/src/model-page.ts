import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

/** Connects to the embedded PostgreSQL of a running server's DATA_DIR (through its socket). */
async function connect(dataDir: string): Promise<pg.Client> {
  const password = (await fs.readFile(path.join(dataDir, 'postgres-password'), 'utf8')).trim();
  const client = new pg.Client({
    host: path.join(dataDir, 'postgres'),
    port: 5432,
    user: 'postgres',
    password,
    database: 'postgres',
  });
  await client.connect();
  return client;
}

/** Adds `count` listings of one model (copies of a demo car's seller and photo) in one statement. */
export async function addListings(dataDir: string, model: string, count: number) {
  const client = await connect(dataDir);
  try {
    await client.query(
      `insert into cars (seller_id, model_id, product_name, image, location, resale_price, original_price, use_year,
                         purchase_year, condition_type, description, phone, post_time, post_date, created_at)
       select c.seller_id, m.id, 'Bench car ' || n, c.image, c.location, 5000 + n % 20000, 30000, n % 10, 2016,
              (array['Excellent','Good','Fair'])[1 + n % 3], c.description, c.phone, c.post_time, c.post_date,
              now() - n * interval '1 minute'
         from generate_series(1, $2::int) n
         cross join (select id from car_models where model = $1) m
         cross join (select * from cars order by created_at limit 1) c`,
      [model, count],
    );
    await client.query('analyze cars');
  } finally {
    await client.end();
  }
}

/** Latency of a model page's first page as a signed-in buyer sees it: median and p99 of sequential requests. */
export async function modelPageLatency(baseUrl: string, model: string, token: string, requests: number) {
  const url = `${baseUrl}/api/carModels/${encodeURIComponent(model)}`;
  const headers = { authorization: `Bearer ${token}` };
  for (let warm = 0; warm < 20; warm++) await (await fetch(url, { headers })).arrayBuffer();
  const timings: number[] = [];
  for (let index = 0; index < requests; index++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`model page answered ${response.status}`);
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  const at = (share: number) => timings[Math.min(timings.length - 1, Math.floor(share * timings.length))]!;
  return { medianMs: at(0.5), p99Ms: at(0.99) };
}
