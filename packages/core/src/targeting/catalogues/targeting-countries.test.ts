import { describe, expect, it } from "vitest";
import { COUNTRY_CATALOGUE } from "./countries.ts";
import { targetingCountries } from "./targeting-countries.ts";

describe("targeting countries", () => {
  it("lists every country of the catalogue once, with both names", () => {
    const countries = targetingCountries("en");
    expect(countries).toHaveLength(COUNTRY_CATALOGUE.length);
    expect(new Set(countries.map((c) => c.id)).size).toBe(COUNTRY_CATALOGUE.length);
    expect(countries.find((c) => c.id === "GB")).toEqual({
      id: "GB",
      label: "United Kingdom",
      name_en: "United Kingdom",
      name_ja: "イギリス",
      selectable: true,
      unselectable_reason: null,
    });
  });

  it("keeps North Korea listed but unselectable, saying why in the caller's language", () => {
    expect(targetingCountries("en").find((c) => c.id === "KP")).toMatchObject({
      selectable: false,
      unselectable_reason: "This country is not available for targeting.",
    });
    expect(targetingCountries("ja").find((c) => c.id === "KP")).toMatchObject({
      selectable: false,
      unselectable_reason: "この国はターゲティングの対象外です。",
    });
    expect(
      targetingCountries("en")
        .filter((c) => !c.selectable)
        .map((c) => c.id),
    ).toEqual(["KP"]);
  });

  it("orders by the label in the caller's language", () => {
    const en = targetingCountries("en").map((c) => c.label);
    expect(en.slice(0, 2)).toEqual(["Afghanistan", "Åland Islands"]);
    const ja = targetingCountries("ja");
    expect(ja.find((c) => c.id === "JP")?.label).toBe("日本");
    expect(ja.map((c) => c.label)).toEqual([...ja.map((c) => c.label)].sort(new Intl.Collator("ja").compare));
  });
});
