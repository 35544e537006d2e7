import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client';
import type { MetricsRecorder } from './metrics-recorder';

/**
 * The Prometheus metrics of one app instance (issue 22 §1): a registry of its own (tests build
 * many apps in one process, and a global registry would mix them or refuse duplicate names).
 * Everything read from elsewhere (streams, the recorder's totals, the pool, the job queue) is read
 * at scrape time, so nothing is counted twice and nothing runs between scrapes.
 */
export interface AppMetrics {
  /** This app's own metrics (streams, generations, HTTP, pool, jobs). */
  registry: Registry;
  /** The exposition: this app's metrics and the process's (CPU, memory, GC, heap, handles). */
  scrape(): Promise<{ contentType: string; body: string }>;
  /** Observes one HTTP answer (the onResponse hook). */
  observeHttp(method: string, route: string, status: number, seconds: number): void;
  stop(): void;
}

/**
 * The process's default metrics, collected once per process: they describe the process, not an
 * app, and prom-client's collector starts timers of its own that nothing stops, so one per app
 * (tests build many) would pile up.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: 'recipe_forge_' });
  }
  return processRegistry;
}

/** Seconds: a fast API answer to a long stream's end. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export function createAppMetrics(deps: {
  database: Database;
  recorder: MetricsRecorder;
  /** Replies being written by this process now. */
  activeStreams: () => number;
}): AppMetrics {
  const registry = new Registry();

  const http = new Histogram({
    name: 'recipe_forge_http_request_duration_seconds',
    help: 'HTTP request latency by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });

  const { recorder } = deps;
  new Counter({
    name: 'recipe_forge_generations_total',
    help: 'Generations ended in this process since it started, by outcome.',
    labelNames: ['outcome'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [outcome, count] of Object.entries(recorder.totals)) this.inc({ outcome }, count);
    },
  });
  new Gauge({
    name: 'recipe_forge_generation_metrics_pending',
    help: 'Generation records buffered in memory, not yet written.',
    registers: [registry],
    collect() {
      this.set(recorder.pending);
    },
  });
  new Counter({
    name: 'recipe_forge_generation_metrics_dropped_total',
    help: 'Generation records lost because the database refused their batch.',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(recorder.dropped);
    },
  });
  new Gauge({
    name: 'recipe_forge_active_streams',
    help: 'Replies being written by this process now.',
    registers: [registry],
    collect() {
      this.set(deps.activeStreams());
    },
  });

  // The event loop's delay over the last scrape interval, as the histogram Node keeps natively.
  const loop = monitorEventLoopDelay({ resolution: 20 });
  loop.enable();
  new Gauge({
    name: 'recipe_forge_event_loop_lag_seconds',
    help: 'Event loop delay since the last scrape, by quantile (p50, p99, max).',
    labelNames: ['quantile'] as const,
    registers: [registry],
    collect() {
      const seconds = (ns: number) => (Number.isFinite(ns) ? ns / 1e9 : 0);
      this.set({ quantile: '0.5' }, seconds(loop.percentile(50)));
      this.set({ quantile: '0.99' }, seconds(loop.percentile(99)));
      this.set({ quantile: '1' }, seconds(loop.max));
      loop.reset();
    },
  });

  const { driver } = deps.database;
  new Gauge({
    name: 'recipe_forge_db_pool_connections',
    help: 'Database connections by state. PostgreSQL: the pool total, idle and waiting clients. PGlite: one embedded connection, no pool.',
    labelNames: ['driver', 'state'] as const,
    registers: [registry],
    collect() {
      if (driver.kind === 'postgres') {
        this.set({ driver: 'postgres', state: 'total' }, driver.pool.totalCount);
        this.set({ driver: 'postgres', state: 'idle' }, driver.pool.idleCount);
        this.set({ driver: 'postgres', state: 'waiting' }, driver.pool.waitingCount);
      } else {
        this.set({ driver: 'pglite', state: 'total' }, driver.client.closed ? 0 : 1);
      }
    },
  });

  new Gauge({
    name: 'recipe_forge_jobs',
    help: 'Background jobs in the durable queue by status (read from the jobs table at scrape time).',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const result = await deps.database.db.execute<{ status: string; n: number }>(
        sql`select status, count(*)::integer as n from jobs group by status`,
      );
      // node-postgres and PGlite answer in different shapes.
      const rows = (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as Array<{
        status: string;
        n: number;
      }>;
      this.reset();
      for (const status of ['queued', 'running', 'failed', 'done']) this.set({ status }, 0);
      for (const row of rows) this.set({ status: row.status }, Number(row.n));
    },
  });

  return {
    registry,
    async scrape() {
      const merged = Registry.merge([processMetrics(), registry]);
      return { contentType: merged.contentType, body: await merged.metrics() };
    },
    observeHttp(method, route, status, seconds) {
      http.observe({ method, route, status: String(status) }, seconds);
    },
    stop() {
      loop.disable();
      registry.clear();
    },
  };
}

/**
 * Times every answer of the app by its route pattern (`/api/recipes/:id`, never the raw URL, so
 * ids do not explode the label set); requests that matched no route count as one 'unmatched'.
 * Added on the root instance, so it sees every module's routes.
 */
export function registerHttpMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeHttp(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
  app.addHook('onClose', async () => metrics.stop());
}
