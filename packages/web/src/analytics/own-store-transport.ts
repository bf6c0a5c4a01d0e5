import { appEventsContract, MAX_EVENT_PROPERTIES, MAX_PROPERTY_TEXT_LENGTH } from "@xa/core/events/app-events-contract";
import { ApiError } from "../api/api-error.ts";
import { call } from "../api/call.ts";
import type { AnalyticsProperties, AnalyticsRecord, AnalyticsTransport } from "./analytics.ts";
import { resultOfStatus } from "./event-queue.ts";

// The store keeps a few short facts per event: longer ones are cut rather than the batch refused.
function storable(properties: AnalyticsProperties): AnalyticsProperties {
  const entries = Object.entries(properties).slice(0, MAX_EVENT_PROPERTIES);
  return Object.fromEntries(
    entries.map(([key, value]) => [key, typeof value === "string" ? value.slice(0, MAX_PROPERTY_TEXT_LENGTH) : value]),
  );
}

/** The store's shape of a record; the server knows the signed-in user from the session. */
export function appEventOf(record: AnalyticsRecord) {
  return {
    name: record.name,
    properties: storable(record.properties),
    at: record.at,
    anonymous_id: record.anonymousId,
  };
}

/**
 * Our own store (POST /api/app-events/), read on staff's App events page. An identify call sends nothing: events
 * sent while signed in carry both the session's user and the visitor id, which joins the visitor's earlier steps.
 */
export function ownStoreTransport(): AnalyticsTransport {
  return {
    async send(batch, signal) {
      const events = batch.filter((record) => record.type !== "identify").map(appEventOf);
      if (events.length === 0) return "sent";
      try {
        await call(
          appEventsContract.recordAppEvents,
          { body: { events } },
          { silent: true, redirectOn403: false, signal },
        );
        return "sent";
      } catch (error) {
        return resultOfStatus(error instanceof ApiError ? error.status : 0);
      }
    },
  };
}
