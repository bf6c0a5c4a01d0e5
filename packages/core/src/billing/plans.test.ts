import { describe, expect, it } from "vitest";
import { billingCurrencyOf, formatMinorUnits, isoCurrency, isSubscriptionActive } from "./plans.ts";

describe("billing currencies", () => {
  it("speaks ISO 4217 to providers and the spec's names inside", () => {
    expect(isoCurrency("YEN")).toBe("JPY");
    expect(billingCurrencyOf("jpy")).toBe("YEN");
    expect(billingCurrencyOf("usd")).toBe("USD");
    expect(billingCurrencyOf("xts")).toBeUndefined();
  });

  it.each([
    [1999, "USD", "en", "$19.99"],
    [7500, "YEN", "en", "¥7,500"],
    [150000, "KWD", "en", "KWD 150.000"],
    [-450, "EUR", "en", "-€4.50"],
  ] as const)("writes %d %s in %s as %s", (amount, currency, language, text) => {
    expect(formatMinorUnits(amount, currency, language).replace(/\u00a0/g, " ")).toBe(text);
  });
});

describe("whether a subscription opens its plan", () => {
  const now = new Date("2026-06-01T00:00:00Z");
  it.each([
    ["active", null, true],
    ["active", "2026-07-01T00:00:00Z", true],
    ["active", "2026-05-31T23:59:59Z", false],
    ["past_due", "2026-07-01T00:00:00Z", false],
    ["canceled", null, false],
    ["incomplete", null, false],
  ] as const)("%s until %s: %s", (status, end, active) => {
    expect(isSubscriptionActive({ status, current_period_end: end }, now)).toBe(active);
  });
});
