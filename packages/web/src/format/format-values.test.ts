import { describe, expect, it } from "vitest";
import { formatCompact, formatDate, formatNumber, formatShare, formatSigned } from "./format-values.ts";

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
});
