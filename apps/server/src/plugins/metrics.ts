import { timingSafeEqual } from 'node:crypto';
import fastifyPlugin from 'fastify-plugin';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { UnauthorizedError } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when /metrics is served: modules add the series of what they own (open event streams …). */
    metricsRegistry?: Registry;
  }
}

const durationBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function sameSecret(given: string, expected: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Prometheus metrics at GET /metrics for a scraper holding the bearer token: requests and their durations by route
 * (the route's pattern, so ids and e-mail addresses never become labels) and status, the database pool, and the
 * process (memory, event-loop delay, CPU). Each app has its own registry, so several in one process stay apart.
 */
export const metrics = fastifyPlugin<{ token: string; pool: pg.Pool }>(
  async (app, { token, pool }) => {
    const registry = new Registry();
    app.decorate('metricsRegistry', registry);
    collectDefaultMetrics({ register: registry });
    const labelNames = ['method', 'route', 'status'] as const;
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status.',
      labelNames,
      registers: [registry],
    });
    const durations = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from receiving a request to sending its answer, by method, route pattern and status.',
      labelNames,
      buckets: durationBuckets,
      registers: [registry],
    });
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database connections of this server: open (total) and idle; clients waiting for one (waiting).',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
    new Gauge({
      name: 'db_pool_max_connections',
      help: 'The most connections the pool opens.',
      registers: [registry],
      collect() {
        this.set(pool.options.max ?? 10);
      },
    });

    app.addHook('onResponse', async (request, reply) => {
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      };
      requests.inc(labels);
      durations.observe(labels, reply.elapsedTime / 1000);
    });

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const [scheme, given] = (request.headers.authorization ?? '').split(' ');
      if (scheme?.toLowerCase() !== 'bearer' || !given || !sameSecret(given, token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new UnauthorizedError('The metrics need the bearer token set in METRICS_TOKEN.');
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'metrics' },
);
