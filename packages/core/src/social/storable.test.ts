import { describe, expect, it } from "vitest";
import { mapCsvRow } from "./map-csv.ts";
import { mapV1Value } from "./map-x-v1.ts";
import { mapV2Value } from "./map-x-v2.ts";
import { count, type ImportItem, InvalidValue, isoDate } from "./records.ts";

const kinds = (items: ImportItem[]) => items.map((i) => (i.type === "skip" ? `skip: ${i.detail ?? i.reason}` : i.type));

describe("values the store cannot hold", () => {
  it("reads counts past int4 and refuses negative, NaN and unsafe ones", () => {
    expect(count(2147483648)).toBe(2147483648);
    expect(count("2,147,483,648")).toBe(2147483648);
    expect(count(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
    expect(count(null)).toBeNull();
    expect(count("n/a")).toBeNull();
    for (const bad of [-1, "-5", "NaN", 1e20, "99999999999999999999", Number.NaN, "Infinity"])
      expect(() => count(bad, "followers_count"), String(bad)).toThrow(InvalidValue);
    expect(() => count(1e20, "followers_count")).toThrow(
      "followers_count 100000000000000000000 is not a count from 0 to 9007199254740991",
    );
  });

  it("reads real dates in years 1000 to 9999 and refuses the rest", () => {
    expect(isoDate("2024-02-29T10:00:00.000Z")).toBe("2024-02-29T10:00:00.000Z");
    expect(isoDate("1000-01-01T00:00:00Z")).toBe("1000-01-01T00:00:00.000Z");
    expect(isoDate("")).toBeNull();
    for (const bad of [
      "0000-01-01T00:00:00Z",
      "0000-01-01T00:00:00.000Z",
      "0001-01-01T00:00:00Z",
      "0999-12-31T23:59:59.000Z",
      "2024-13-45",
      "2024-13-45T00:00:00.000Z",
      "2024-02-30",
      "2024-02-29T24:00:00.000Z",
      "10000-01-01",
      "+010000-01-01T00:00:00Z",
      "yesterday",
    ])
      expect(() => isoDate(bad, "created_at"), bad).toThrow(InvalidValue);
    expect(() => isoDate("2024-13-45", "created_at")).toThrow(
      'created_at "2024-13-45" is not a real date between the years 1000 and 9999',
    );
  });

  it("skips the one bad object of a v2 page, and reports why", () => {
    const items = mapV2Value({
      data: [
        { id: "1", text: "good", author_id: "10", created_at: "2024-01-01T00:00:00.000Z" },
        { id: "2", text: "year zero", author_id: "10", created_at: "0000-01-01T00:00:00Z" },
      ],
      includes: {
        users: [
          { id: "10", username: "big", public_metrics: { followers_count: 2147483648 } },
          { id: "11", username: "huge", public_metrics: { followers_count: 1e20 } },
          { id: "12", username: "a\u0000b" },
        ],
      },
    });
    expect(kinds(items)).toEqual([
      "account",
      "skip: followers_count 100000000000000000000 is not a count from 0 to 9007199254740991",
      "skip: username holds a NUL byte or a broken character",
      "post",
      'skip: created_at "0000-01-01T00:00:00Z" is not a real date between the years 1000 and 9999',
    ]);
    expect(items.find((i) => i.type === "skip")).toMatchObject({ reason: "count out of range" });
  });

  it("skips a whole v1.1 status or CSV row holding a bad value", () => {
    const status = { id_str: "5", text: "hi", created_at: "2024-13-45", user: { id_str: "9", screen_name: "a" } };
    expect(kinds(mapV1Value(status))).toEqual([
      'skip: created_at "2024-13-45" is not a real date between the years 1000 and 9999',
    ]);
    const mapping = { id: "id", text: "text", author: "user", likes: "likes" };
    expect(kinds(mapCsvRow({ id: "1", text: "x", user: "ann", likes: "-3" }, mapping))).toEqual([
      'skip: likes "-3" is not a count from 0 to 9007199254740991',
    ]);
    expect(kinds(mapCsvRow({ id: "1", text: "#".padEnd(600, "a"), user: "ann" }, mapping))).toEqual([
      "skip: hashtag is longer than 512 characters",
    ]);
  });
});
