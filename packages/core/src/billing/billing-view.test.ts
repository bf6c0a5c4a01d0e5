import { describe, expect, it } from "vitest";
import type { BillingSubscription, Plan } from "./billing-contract.ts";
import {
  currentBillingSubscription,
  pausedPurchase,
  planChoice,
  subscriptionStanding,
  teamCurrency,
} from "./billing-view.ts";

const now = new Date("2026-05-10T00:00:00Z");
const subscription = (over: Partial<BillingSubscription> = {}): BillingSubscription => ({
  id: 1,
  plan: { id: 1, name: "Team", features: ["audience_upload"], interval: "month" },
  provider: "local",
  status: "active",
  active: true,
  start: "2026-05-01T00:00:00Z",
  currency: "YEN",
  current_period_end: "2026-06-01T00:00:00Z",
  cancel_at_period_end: false,
  grant_reason: null,
  collection_paused_until: null,
  ...over,
});
const plan = (over: Partial<Plan> = {}): Plan => ({
  id: 1,
  name: "Team",
  interval: "month",
  prices: { USD: 4900, YEN: 7500 },
  features: ["audience_upload"],
  available: true,
  enterprise: false,
  ...over,
});

describe("subscriptionStanding", () => {
  it.each([
    ["no subscription", null, { kind: "none" }],
    ["active", subscription(), { kind: "active", renews: "2026-06-01T00:00:00Z" }],
    ["cancelling", subscription({ cancel_at_period_end: true }), { kind: "cancelling", ends: "2026-06-01T00:00:00Z" }],
    ["past due", subscription({ status: "past_due" }), { kind: "past_due" }],
    ["incomplete", subscription({ status: "incomplete" }), { kind: "incomplete" }],
    ["canceled", subscription({ status: "canceled" }), { kind: "ended", ended: "2026-06-01T00:00:00Z" }],
    [
      "active but its period is over",
      subscription({ current_period_end: "2026-05-01T00:00:00Z" }),
      { kind: "ended", ended: "2026-05-01T00:00:00Z" },
    ],
    [
      "granted by staff",
      subscription({ provider: "grant", grant_reason: "Pilot for the agency" }),
      { kind: "granted", until: "2026-06-01T00:00:00Z", reason: "Pilot for the agency" },
    ],
  ] as const)("%s", (_name, current, expected) => {
    expect(subscriptionStanding(current, now)).toEqual(expected);
  });
});

describe("planChoice", () => {
  it("buys with nothing running, changes while a bought plan runs, marks the current one", () => {
    expect(planChoice(plan(), null, "YEN", now)).toBe("buy");
    expect(planChoice(plan(), subscription(), "YEN", now)).toBe("current");
    expect(planChoice(plan({ id: 2 }), subscription(), "YEN", now)).toBe("change");
    expect(planChoice(plan({ id: 2 }), subscription({ status: "canceled" }), "YEN", now)).toBe("buy");
    // A past-due subscription still runs: it is changed (or paid), not bought again.
    expect(planChoice(plan({ id: 2 }), subscription({ status: "past_due" }), "YEN", now)).toBe("change");
    expect(planChoice(plan({ id: 2 }), subscription({ current_period_end: "2026-05-01T00:00:00Z" }), "YEN", now)).toBe(
      "buy",
    );
  });

  it("offers a staff grant's team a purchase, and no plan without a price in the currency", () => {
    expect(planChoice(plan({ id: 2 }), subscription({ provider: "grant", grant_reason: "x" }), "YEN", now)).toBe("buy");
    expect(planChoice(plan({ prices: { USD: 4900 } }), null, "YEN", now)).toBe("unpriced");
  });
});

describe("teamCurrency", () => {
  it("keeps the running subscription's currency, else the country's, else US dollars", () => {
    expect(teamCurrency(subscription({ currency: "GBP" }), "JP")).toBe("GBP");
    expect(teamCurrency(subscription({ status: "canceled", currency: "GBP" }), "JP")).toBe("YEN");
    expect(teamCurrency(null, "de")).toBe("EUR");
    expect(teamCurrency(null, "AQ")).toBe("USD");
    expect(teamCurrency(null, null)).toBe("USD");
  });
});

describe("a bought plan under a staff grant", () => {
  const bought = subscription({
    id: 1,
    start: "2026-04-01T00:00:00Z",
    collection_paused_until: "2026-06-01T00:00:00Z",
  });
  const grant = (active: boolean) =>
    subscription({ id: 2, provider: "grant", start: "2026-05-02T00:00:00Z", active, grant_reason: "Pilot" });

  it("is paused while the grant is current, and current again once the grant has ended", () => {
    expect(currentBillingSubscription([grant(true), bought])?.id).toBe(2);
    expect(pausedPurchase([grant(true), bought], now)?.id).toBe(1);
    expect(currentBillingSubscription([grant(false), bought])?.id).toBe(1);
    expect(pausedPurchase([grant(false), bought], new Date("2026-06-02T00:00:00Z"))).toBeNull();
    expect(pausedPurchase([bought], now)).not.toBeNull();
    expect(pausedPurchase([{ ...bought, status: "canceled" }], now)).toBeNull();
  });
});
