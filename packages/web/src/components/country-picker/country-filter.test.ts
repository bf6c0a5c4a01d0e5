import type { ComboboxParsedItem } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { countryFilter } from "./country-filter.ts";
import { countryOptions } from "./country-picker.ts";

const options = countryOptions("en", "Global") as ComboboxParsedItem[];
const offered = (search: string, list = options) =>
  countryFilter({ options: list, search, limit: Number.POSITIVE_INFINITY }).flatMap((o) =>
    "group" in o ? o.items.map((i) => i.value) : [o.value],
  );

describe("countryFilter", () => {
  it.each([
    // alias → country, offered first
    ["UK", "GB"],
    ["u.k.", "GB"],
    ["England", "GB"],
    ["USA", "US"],
    ["America", "US"],
    ["UAE", "AE"],
    // codes, alpha-2 and -3
    ["gb", "GB"],
    ["JPN", "JP"],
    // names in English and Japanese
    ["United Kingdom", "GB"],
    ["イギリス", "GB"],
    ["日本", "JP"],
  ])("offers %s as %s, first", (search, code) => {
    expect(offered(search)[0]).toBe(code);
  });

  it("still offers what a label holds, and nothing for what names no country", () => {
    expect(offered("united")).toEqual(expect.arrayContaining(["GB", "US", "AE"]));
    expect(offered("Qwertyland")).toEqual([]);
    expect(offered("")).toHaveLength(options.length);
  });

  it("reads options named, not coded, and keeps groups", () => {
    const named: ComboboxParsedItem[] = [
      {
        group: "Regions",
        items: [
          { value: "United Kingdom", label: "United Kingdom" },
          { value: "France", label: "France" },
        ],
      },
    ];
    expect(offered("UK", named)).toEqual(["United Kingdom"]);
  });
});
