import type { SendBatch } from "./event-queue.ts";

export type AnalyticsValue = string | number | boolean | null;
export type AnalyticsProperties = Record<string, AnalyticsValue>;

/** The product-analytics calls the app makes (Mixpanel's five); each does nothing until analytics has started. */
export interface Analytics {
  track(name: string, properties?: AnalyticsProperties): void;
  /** a page of the app was shown: its path, without the query (which may hold what a user typed) */
  pageView(path: string): void;
  /** from now on, events are this signed-in user's */
  identify(userId: string): void;
  /** signed out: a new anonymous visitor, without the registered properties */
  reset(): void;
  /** properties sent with every later event (an event's own win) */
  register(properties: AnalyticsProperties): void;
}

/** One call as queued for a transport, which maps it onto its service's shape. */
export type AnalyticsRecord = {
  type: "track" | "page" | "identify";
  name: string;
  properties: AnalyticsProperties;
  /** ISO time of the call, by the browser's clock */
  at: string;
  anonymousId: string;
  userId: string | null;
};

/** Where records go: our own store, or PostHog. */
export type AnalyticsTransport = { send: SendBatch<AnalyticsRecord> };

/** Calls made before the settings arrived, replayed once analytics starts (a first page view among them). */
export const MAX_EARLY_CALLS = 50;

/**
 * Analytics whose implementation is settled later, once the settings are read: calls made before are held (at
 * most 50) and replayed into it, or dropped when there is none. Every call then does nothing.
 */
export function createDeferredAnalytics(): {
  analytics: Analytics;
  settle: (implementation: Analytics | null) => void;
} {
  let started: Analytics | null = null;
  let settled = false;
  let early: ((analytics: Analytics) => void)[] = [];
  const dispatch = (use: (analytics: Analytics) => void) => {
    if (started) use(started);
    else if (!settled && early.length < MAX_EARLY_CALLS) early.push(use);
  };
  return {
    analytics: {
      track: (name, properties) => dispatch((a) => a.track(name, properties)),
      pageView: (path) => dispatch((a) => a.pageView(path)),
      identify: (userId) => dispatch((a) => a.identify(userId)),
      reset: () => dispatch((a) => a.reset()),
      register: (properties) => dispatch((a) => a.register(properties)),
    },
    settle: (implementation) => {
      settled = true;
      started = implementation;
      const calls = early;
      early = [];
      if (implementation) for (const call of calls) call(implementation);
    },
  };
}

const app = createDeferredAnalytics();
/** The app's analytics: every call goes to the started implementation, or nowhere. */
export const analytics: Analytics = app.analytics;
/** Starts the app's analytics with an implementation, or settles that there is none. */
export const settleAnalytics = app.settle;
