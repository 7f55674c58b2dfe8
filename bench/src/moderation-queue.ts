import type pg from 'pg';
import type { LatencyFigures } from './model-page.ts';

export interface QueueFigures {
  openItems: number;
  firstPage: LatencyFigures & { p95Ms: number };
  /** Twenty pages in, through the Link header: the keyset cursor's cost deep in the queue. */
  deepPage: LatencyFigures & { p95Ms: number };
}

function summary(timings: number[]) {
  const sorted = [...timings].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
  return { medianMs: at(0.5), p95Ms: at(0.95), p99Ms: at(0.99) };
}

async function timed(url: string, token: string): Promise<{ ms: number; next: string | undefined }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`the moderation queue answered ${response.status}`);
  const next = /<([^>]+)>;\s*rel="next"/.exec(response.headers.get('link') ?? '')?.[1];
  return { ms: performance.now() - started, next };
}

/**
 * The administrators' moderation queue with `items` open items, as reports and automatic flags leave them: most on
 * listings (reported, reused photos, mileage, VIN), some on messages and people, each joined to its target. The items
 * are written straight to the table (filing 10,000 reports through the API measures the reports, not the queue) and
 * removed afterwards.
 */
export async function moderationQueueLatency(options: {
  baseUrl: string;
  database: pg.Client;
  adminToken: string;
  items: number;
  requests: number;
}): Promise<QueueFigures> {
  const { baseUrl, database, adminToken, items, requests } = options;
  const marker = { bench: true };
  await database.query(
    `with m as (select id::text as target_id, row_number() over (order by id)::int as n from messages limit $1 / 20),
          a as (select id::text as target_id, row_number() over (order by id)::int as n from accounts limit $1 / 20),
          c as (select id::text as target_id, row_number() over (order by id)::int as n from cars
                 limit $1 - (select count(*) from m) - (select count(*) from a)),
          picked as (
            select (array['car', 'car', 'car', 'photo', 'mileage', 'vin'])[1 + n % 6] as kind, target_id,
                   (array['scam', 'misleading', 'wrong-details', 'sold'])[1 + n % 4] as reason, 1 + n % 3 as weight, n
              from c
            union all select 'message', target_id, 'scam', 1, n from m
            union all select 'user', target_id, 'misleading', 1, n from a)
     insert into moderation_items (kind, target_id, reasons, count, detail, created_at, last_flagged_at)
     select kind, target_id, jsonb_build_object(reason, weight), weight, $2::jsonb,
            now() - make_interval(mins => n), now() - make_interval(mins => n)
       from picked
     on conflict do nothing`,
    [items, JSON.stringify(marker)],
  );
  try {
    const { rows } = await database.query<{ open: number }>(
      "select count(*)::int as open from moderation_items where state = 'open'",
    );
    const first = `${baseUrl}/api/moderation`;
    for (let warm = 0; warm < 10; warm++) await timed(first, adminToken);
    const firstTimings: number[] = [];
    for (let index = 0; index < requests; index++) firstTimings.push((await timed(first, adminToken)).ms);

    let deep = first;
    for (let page = 0; page < 20; page++) {
      const { next } = await timed(deep, adminToken);
      if (!next) break;
      deep = new URL(next, baseUrl).toString();
    }
    const deepTimings: number[] = [];
    for (let index = 0; index < requests; index++) deepTimings.push((await timed(deep, adminToken)).ms);
    return { openItems: rows[0]!.open, firstPage: summary(firstTimings), deepPage: summary(deepTimings) };
  } finally {
    await database.query('delete from moderation_items where detail @> $1::jsonb', [JSON.stringify(marker)]);
  }
}
