import { timingSafeEqual } from "node:crypto";
import type { Language } from "@xa/core";
import { METRICS_CONTENT_TYPE, metricsContract } from "@xa/core/platform/metrics-contract";
import { canReadMetrics } from "@xa/core/platform/platform-permissions";
import { type PlatformTextKey, platformText } from "@xa/core/platform/platform-texts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Registry } from "prom-client";
import { requireAuth } from "../auth/index.ts";
import type { Deps } from "../deps.ts";
import { countQueuedJobs } from "../jobs/job-queries.ts";
import { forbidden, HttpError } from "./http-error.ts";
import { processMetrics, scrapeGauges } from "./metrics.ts";
import { textRoute } from "./text-route.ts";

const text = (key: PlatformTextKey) => (language: Language) => platformText(language, key);

/** Whether the request carries METRICS_TOKEN as a bearer token; null when it carries no bearer at all. */
function bearerMatches(request: FastifyRequest, token: string | undefined): boolean | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "");
  if (!match?.[1]) return null;
  if (!token) return false;
  const sent = Buffer.from(match[1]);
  const wanted = Buffer.from(token);
  return sent.length === wanted.length && timingSafeEqual(sent, wanted);
}

/** `/api/metrics/`: Prometheus's scrape, for METRICS_TOKEN's holder or staff signed in. */
export function registerMetricsRoute(app: FastifyInstance, deps: Deps): void {
  const { db, config } = deps;
  textRoute(app, metricsContract.readMetrics, METRICS_CONTENT_TYPE, async (_input, request) => {
    const bearer = bearerMatches(request, config.metricsToken);
    if (bearer === false)
      throw new HttpError(401, { detail: text("metricsTokenWrong") }, { "www-authenticate": "Bearer" });
    if (!bearer) {
      const auth = await requireAuth(deps, request);
      if (!canReadMetrics(config, auth.user, false)) throw forbidden(text("metricsStaffOnly"));
    }
    const gauges = scrapeGauges({ queues: await countQueuedJobs(db), pools: db.poolStats?.() ?? [] });
    return Registry.merge([processMetrics, gauges]).metrics();
  });
}
