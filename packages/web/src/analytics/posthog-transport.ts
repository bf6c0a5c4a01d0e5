import type { AnalyticsProperties, AnalyticsRecord, AnalyticsTransport } from "./analytics.ts";
import { resultOfStatus } from "./event-queue.ts";

/** One event of PostHog's batch capture API. */
export type PostHogEvent = {
  event: string;
  properties: AnalyticsProperties;
  distinct_id: string;
  timestamp: string;
};

const LIBRARY = { $lib: "xaudience-web" };

/** A record in PostHog's terms: its page view and identify events, the user's id once known. */
export function postHogEventOf(record: AnalyticsRecord, origin: string): PostHogEvent {
  const distinctId = record.userId ?? record.anonymousId;
  const base = { distinct_id: distinctId, timestamp: record.at };
  if (record.type === "page") {
    const path = String(record.properties.path ?? "/");
    return {
      ...base,
      event: "$pageview",
      properties: { ...LIBRARY, ...record.properties, $current_url: origin + path, $pathname: path },
    };
  }
  if (record.type === "identify")
    return {
      ...base,
      event: "$identify",
      properties: { ...LIBRARY, ...record.properties, $anon_distinct_id: record.anonymousId },
    };
  return { ...base, event: record.name, properties: { ...LIBRARY, ...record.properties } };
}

/**
 * PostHog's public capture API: POST {host}/batch/ with the project's API key and the batch. No cookies go with
 * it; the key is the project's public one.
 */
export function postHogTransport(
  options: { host: string; apiKey: string; origin: string },
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): AnalyticsTransport {
  const url = `${options.host.replace(/\/+$/, "")}/batch/`;
  return {
    async send(batch, signal) {
      const body = { api_key: options.apiKey, batch: batch.map((record) => postHogEventOf(record, options.origin)) };
      try {
        const response = await fetchImpl(url, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
          credentials: "omit",
          signal,
        });
        return resultOfStatus(response.status);
      } catch {
        return "retry";
      }
    },
  };
}
