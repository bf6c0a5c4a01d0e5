import { describe, expect, it } from "vitest";
import { staleRows } from "./stale-rows.ts";

describe("staleRows", () => {
  const changes = { 2: "kind = 'reply'", 3: "lang <> 'en'", 5: "TRUE" };

  it("asks for the rows each change since a row's version can alter", () => {
    expect(staleRows(changes, 3)).toBe(
      "(enrichment_version < 2 AND (kind = 'reply')) OR (enrichment_version < 3 AND (lang <> 'en'))",
    );
  });

  it("leaves out changes of versions not yet current", () => {
    expect(staleRows(changes, 2)).toBe("(enrichment_version < 2 AND (kind = 'reply'))");
  });

  it("has nothing to ask before any change", () => {
    expect(staleRows(changes, 1)).toBeNull();
  });
});
