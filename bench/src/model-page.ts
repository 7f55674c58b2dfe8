import { connect } from './database.ts';

export interface LatencyFigures {
  medianMs: number;
  p99Ms: number;
}

function summary(timings: number[]): LatencyFigures {
  const sorted = [...timings].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
  return { medianMs: at(0.5), p99Ms: at(0.99) };
}

async function timedRequest(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`model page answered ${response.status}`);
  return performance.now() - started;
}

/** Latency of a model page's first page as a signed-in buyer sees it: median and p99 of sequential requests. */
export async function modelPageLatency(
  baseUrl: string,
  model: string,
  token: string,
  requests: number,
): Promise<LatencyFigures> {
  const url = `${baseUrl}/api/carModels/${encodeURIComponent(model)}`;
  const headers = { authorization: `Bearer ${token}` };
  for (let warm = 0; warm < 20; warm++) await timedRequest(url, headers);
  const timings: number[] = [];
  for (let index = 0; index < requests; index++) timings.push(await timedRequest(url, headers));
  return summary(timings);
}

/**
 * The same, each request right after a write to the catalogue (another car's price, changed in the database as
 * another server instance would): what a request costs when the page has to be read from the database again.
 */
export async function modelPageLatencyAfterWrites(
  baseUrl: string,
  dataDir: string,
  model: string,
  token: string,
  requests: number,
): Promise<LatencyFigures> {
  const url = `${baseUrl}/api/carModels/${encodeURIComponent(model)}`;
  const headers = { authorization: `Bearer ${token}` };
  const client = await connect(dataDir);
  try {
    const { rows } = await client.query<{ id: string }>(
      `select c.id from cars c join car_models m on m.id = c.model_id where lower(m.model) <> lower($1) limit 1`,
      [model],
    );
    const write = () =>
      client.query('update cars set resale_price = resale_price + 1 - 2 * (resale_price % 2) where id = $1', [
        rows[0]!.id,
      ]);
    for (let warm = 0; warm < 10; warm++) {
      await write();
      await timedRequest(url, headers);
    }
    const timings: number[] = [];
    for (let index = 0; index < requests; index++) {
      await write();
      timings.push(await timedRequest(url, headers));
    }
    return summary(timings);
  } finally {
    await client.end();
  }
}
