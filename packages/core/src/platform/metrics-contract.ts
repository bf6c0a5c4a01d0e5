import { z } from "zod";
import { operation } from "../contract/operation.ts";

/** Prometheus's text exposition format, version 0.0.4. */
export const METRICS_CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

/** The scrape: one metric family after another, as Prometheus reads them. */
export const metricsText = z.string().meta({ description: "Metrics in Prometheus's text exposition format" });

/** What an operator's Prometheus scrapes: requests, latency, job queues, database pools, imports. */
export const metricsContract = {
  readMetrics: operation({
    method: "GET",
    path: "/api/metrics/",
    summary:
      "The server's metrics in Prometheus's text format (staff session, or METRICS_TOKEN as 'Authorization: Bearer')",
    tags: ["platform"],
    status: 200,
    response: metricsText,
    errors: [401, 403],
  }),
};
