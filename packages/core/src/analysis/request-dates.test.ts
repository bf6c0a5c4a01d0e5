import { describe, expect, it } from "vitest";
import { readIsoDate } from "./request-dates.ts";

const iso = (text: string, endOfDay = false) => {
  const reading = readIsoDate(text, { endOfDay });
  return reading.ok ? reading.date.toISOString() : reading.reason;
};

describe("readIsoDate", () => {
  it("reads dates as UTC days and date-times with or without an offset", () => {
    expect(iso("2024-02-29")).toBe("2024-02-29T00:00:00.000Z");
    expect(iso("2024-02-29", true)).toBe("2024-02-29T23:59:59.999Z");
    expect(iso(" 2024-03-01T10:20 ")).toBe("2024-03-01T10:20:00.000Z");
    expect(iso("2024-03-01 10:20:30.123456Z", true)).toBe("2024-03-01T10:20:30.123Z");
    expect(iso("2024-03-01T09:00:00+09:00")).toBe("2024-03-01T00:00:00.000Z");
    expect(iso("2024-03-01T09:00:00-0130")).toBe("2024-03-01T10:30:00.000Z");
    expect(iso("2000-02-29")).toBe("2000-02-29T00:00:00.000Z");
  });

  it("refuses impossible dates and times instead of rolling them over", () => {
    for (const text of [
      "2024-02-30",
      "2023-02-29",
      "1900-02-29",
      "2024-04-31",
      "2024-13-01",
      "2024-00-10",
      "2024-01-00",
      "2024-01-01T24:00",
      "2024-01-01T23:60",
      "2024-01-01T23:59:60",
      "2024-01-01T10:00+24:00",
      "2024-1-1",
      "20240101",
      "+002024-01-01",
      "2024-01-01T10",
      "yesterday",
      "",
    ]) {
      expect(iso(text), text).toBe("format");
    }
  });

  it("refuses years outside 1970 to 9999, also when an offset carries the instant past them", () => {
    expect(iso("0000-01-01")).toBe("range");
    expect(iso("0001-01-01")).toBe("range");
    expect(iso("1969-12-31", true)).toBe("range");
    expect(iso("1970-01-01T00:30+01:00")).toBe("range");
    expect(iso("9999-12-31T23:00-02:00")).toBe("range");
    expect(iso("1970-01-01")).toBe("1970-01-01T00:00:00.000Z");
    expect(iso("9999-12-31", true)).toBe("9999-12-31T23:59:59.999Z");
  });
});
