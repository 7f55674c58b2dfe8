import { describe, expect, it } from 'vitest';
import { buildTestApp } from './test-app.ts';

const token = 'scraper-token-0123456789';
const { app, pool } = await buildTestApp({ metricsToken: token });
const { app: withoutMetrics } = await buildTestApp();

const scrape = async (authorization?: string) =>
  app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of one sample line of the exposition text, or undefined when there is none. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('is not served without METRICS_TOKEN', async () => {
    const response = await withoutMetrics.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(404);
  });

  it('refuses a scraper without the bearer token', async () => {
    for (const authorization of [undefined, `Bearer ${token}x`, `Basic ${token}`, 'Bearer ']) {
      const response = await scrape(authorization);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: 'UNAUTHORIZED',
        message: expect.stringContaining('METRICS_TOKEN'),
      });
    }
  });

  it('counts requests and their durations by route pattern and status', async () => {
    const before = (await scrape(`Bearer ${token}`)).body;
    const series = 'http_requests_total{method="GET",route="/api/carModels",status="200"}';
    await app.inject({ method: 'GET', url: '/api/carModels' });
    await app.inject({ method: 'GET', url: '/api/carModels' });
    await app.inject({ method: 'GET', url: '/api/seller/someone%40example.com' });
    await app.inject({ method: 'GET', url: '/api/no-such-call' });

    const response = await scrape(`Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(sample(text, series)).toBe((sample(before, series) ?? 0) + 2);
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/carModels",status="200"}'),
    ).toBe(
      (sample(
        before,
        'http_request_duration_seconds_count{method="GET",route="/api/carModels",status="200"}',
      ) ?? 0) + 2,
    );
    expect(
      sample(
        text,
        'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/carModels",status="200"}',
      ),
    ).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'http_requests_total{method="GET",route="/api/seller/:email",status="401"}')).toBe(1);
    expect(sample(text, 'http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1);
    expect(text).not.toContain('someone');
  });

  it('shows the database pool and the process', async () => {
    const text = (await scrape(`Bearer ${token}`)).body;
    expect(sample(text, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'db_pool_connections{state="waiting"}')).toBe(0);
    expect(sample(text, 'db_pool_max_connections')).toBe(5);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('shows how many jobs wait and how long the oldest has waited', async () => {
    const idle = (await scrape(`Bearer ${token}`)).body;
    expect(sample(idle, 'jobs_waiting')).toBe(0);
    expect(sample(idle, 'jobs_oldest_waiting_seconds')).toBe(0);

    // Two e-mails enqueued ten minutes ago and five minutes ago, due only tomorrow: no worker takes them meanwhile.
    await pool.query(
      `insert into pgboss.job (name, data, state, created_on, start_after)
       values ('mail.send', '{}', 'created', now() - interval '10 minutes', now() + interval '1 day'),
              ('mail.send', '{}', 'retry', now() - interval '5 minutes', now() + interval '1 day')`,
    );
    const text = (await scrape(`Bearer ${token}`)).body;
    expect(sample(text, 'jobs_waiting')).toBe(2);
    const oldest = sample(text, 'jobs_oldest_waiting_seconds')!;
    expect(oldest).toBeGreaterThanOrEqual(600);
    expect(oldest).toBeLessThan(3600);
    await pool.query("delete from pgboss.job where name = 'mail.send' and start_after > now()");
  });
});
