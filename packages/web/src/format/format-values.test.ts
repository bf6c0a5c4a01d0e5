import { describe, expect, it } from "vitest";
import {
  currencySymbol,
  formatCompact,
  formatDate,
  formatDutchDecimal,
  formatMoney,
  formatNumber,
  formatRelativeTime,
  formatShare,
  formatSigned,
} from "./format-values.ts";

describe("format values", () => {
  it("formats numbers and shares in the UI language", () => {
    expect(formatNumber(1204, "en")).toBe("1,204");
    expect(formatShare(0.23, "en")).toBe("23%");
    expect(formatShare(0.2345, "en")).toBe("23.5%");
    expect(formatShare(0.5, "ja")).toBe("50%");
  });

  it("compacts numbers with K from a thousand and M from a million", () => {
    expect(formatCompact(950, "en")).toBe("950");
    expect(formatCompact(1234, "en")).toBe("1.2K");
    expect(formatCompact(56_789, "en")).toBe("57K");
    expect(formatCompact(1_500_000, "en")).toBe("1.5M");
    expect(formatCompact(25_000_000, "en")).toBe("25M");
  });

  it("formats short dates and signed changes", () => {
    expect(formatDate("2026-10-05T12:00:00Z", "en")).toBe("Oct 5, 2026");
    expect(formatDate("not a date", "en")).toBe("not a date");
    expect(formatSigned(56, "en")).toBe("+56");
    expect(formatSigned(0, "en")).toBe("0");
  });

  it("names currencies by symbol, euros by default", () => {
    expect(currencySymbol("EUR")).toBe("€");
    expect(currencySymbol("USD")).toBe("$");
    expect(currencySymbol("GBP")).toBe("£");
    expect(currencySymbol(undefined)).toBe("€");
    expect(currencySymbol("")).toBe("€");
    expect(currencySymbol("YEN", "ja")).toBe("￥");
    expect(currencySymbol("Other")).toBe("Other");
  });

  it("writes Dutch-style numbers with two decimals", () => {
    expect(formatDutchDecimal(1234.5)).toBe("1.234,50");
    expect(formatDutchDecimal(0.126)).toBe("0,13");
    expect(formatDutchDecimal(1_000_000)).toBe("1.000.000,00");
  });

  it("writes money with its symbol", () => {
    expect(formatMoney(1234.5, "EUR", "en")).toBe("€1.234,50");
    expect(formatMoney(12, null, "ja")).toBe("€12,00");
    expect(formatMoney(-3, "EUR", "en")).toBe("−€3,00");
    expect(formatMoney(175.5, "USD", "en")).toBe("$175.50");
    expect(formatMoney(175.5, "GBP", "ja")).toBe("£175.50");
    expect(formatMoney(1234, "YEN", "en")).toBe("¥1,234");
    expect(formatMoney(10, "CAD", "en")).toBe("CA$10.00");
    expect(formatMoney(10, "Other", "en")).toBe("10 Other");
  });

  it("writes relative times from seconds to years", () => {
    const now = new Date("2026-12-06T12:00:00Z");
    const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();
    expect(formatRelativeTime(ago(30), now, "en")).toBe("30 seconds ago");
    expect(formatRelativeTime(ago(5 * 60), now, "en")).toBe("5 minutes ago");
    expect(formatRelativeTime(ago(3 * 3600), now, "en")).toBe("3 hours ago");
    expect(formatRelativeTime(ago(86_400), now, "en")).toBe("yesterday");
    expect(formatRelativeTime(ago(10 * 86_400), now, "en")).toBe("10 days ago");
    expect(formatRelativeTime(ago(90 * 86_400), now, "en")).toBe("3 months ago");
    expect(formatRelativeTime(ago(2 * 365 * 86_400), now, "en")).toBe("2 years ago");
    expect(formatRelativeTime(new Date(now.getTime() + 2 * 86_400_000).toISOString(), now, "en")).toBe("in 2 days");
    expect(formatRelativeTime(ago(5 * 60), now, "ja")).toBe("5 分前");
    expect(formatRelativeTime("not a date", now, "en")).toBe("not a date");
  });
});
