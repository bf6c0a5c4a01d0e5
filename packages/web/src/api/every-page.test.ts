import { describe, expect, it } from "vitest";
import { everyPage, MAX_PAGE } from "./every-page.ts";

describe("everyPage", () => {
  const rows = Array.from({ length: 230 }, (_, i) => i);
  const asked: number[] = [];
  const askPage = async ({ limit, offset }: { limit: number; offset: number }) => {
    asked.push(offset);
    return { count: rows.length, results: rows.slice(offset, offset + limit) };
  };

  it("asks page after page until it holds the count", async () => {
    expect(await everyPage(askPage)).toEqual(rows);
    expect(asked).toEqual([0, MAX_PAGE, 2 * MAX_PAGE]);
  });

  it("stops at an empty page even when the count said more (a row was deleted meanwhile)", async () => {
    expect(await everyPage(async () => ({ count: 5, results: [] }))).toEqual([]);
  });
});
