import type { FastifyInstance } from "fastify";
import { Counter, Gauge, Histogram, Registry } from "prom-client";

/**
 * The process's own metrics, shared by every app it builds: Prometheus scrapes each process, and
 * sums them. Gauges read from the database (queues, pools) are made per scrape (see metrics-route).
 */
export const processMetrics = new Registry();

const httpRequests = new Counter({
  name: "xa_http_requests_total",
  help: "Requests answered, by method, route pattern and status class",
  labelNames: ["method", "route", "status"] as const,
  registers: [processMetrics],
});

const httpDuration = new Histogram({
  name: "xa_http_request_duration_seconds",
  help: "Time from receiving a request to answering it, by method, route pattern and status class",
  labelNames: ["method", "route", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [processMetrics],
});

const importedRecords = new Counter({
  name: "xa_import_records_total",
  help: "Records written by imports (files and connectors), by kind and whether new or changed",
  labelNames: ["kind", "change"] as const,
  registers: [processMetrics],
});

/** What one committed import batch wrote, by kind of record. */
export type WrittenCounts = Record<string, { inserted: number; updated: number }>;

/** Counts a committed batch: its posts are the import throughput an operator watches. */
export function countImported(written: WrittenCounts): void {
  for (const [kind, counts] of Object.entries(written)) {
    if (counts.inserted > 0) importedRecords.inc({ kind, change: "inserted" }, counts.inserted);
    if (counts.updated > 0) importedRecords.inc({ kind, change: "updated" }, counts.updated);
  }
}

/**
 * Counts and times every answer by its route pattern (`/api/teams/:id/`, never the id itself, so the
 * label set stays small); a request no route matched counts as "unmatched".
 */
export function registerRequestMetrics(app: FastifyInstance): void {
  app.addHook("onResponse", async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? "unmatched",
      status: `${Math.floor(reply.statusCode / 100)}xx`,
    };
    httpRequests.inc(labels);
    httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
}

/** Gauges of one scrape, in a registry of its own, set from what the database says now. */
export function scrapeGauges(values: {
  queues: { kind: string; status: string; jobs: number }[];
  pools: { lane: string; total: number; idle: number; waiting: number }[];
}): Registry {
  const registry = new Registry();
  const queue = new Gauge({
    name: "xa_job_queue_depth",
    help: "Jobs queued or running, by kind and status",
    labelNames: ["kind", "status"] as const,
    registers: [registry],
  });
  for (const q of values.queues) queue.set({ kind: q.kind, status: q.status }, q.jobs);
  const pool = new Gauge({
    name: "xa_db_pool_connections",
    help: "PostgreSQL pool connections by lane (main, heavy) and state (total, idle, waiting clients)",
    labelNames: ["lane", "state"] as const,
    registers: [registry],
  });
  for (const p of values.pools) {
    pool.set({ lane: p.lane, state: "total" }, p.total);
    pool.set({ lane: p.lane, state: "idle" }, p.idle);
    pool.set({ lane: p.lane, state: "waiting" }, p.waiting);
  }
  return registry;
}
