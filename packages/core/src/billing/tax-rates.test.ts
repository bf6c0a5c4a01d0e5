import { describe, expect, it } from "vitest";
import { localTaxRate, taxLabel, taxOn } from "./tax-rates.ts";

describe("local billing's tax rates", () => {
  it.each([
    ["JP", 10, "consumption_tax"],
    ["gb", 20, "vat"],
    ["NL", 21, "vat"],
    ["DE", 19, "vat"],
    ["FR", 20, "vat"],
    ["US", 0, "none"],
    [null, 0, "none"],
  ] as const)("%s pays %i%% (%s)", (country, percent, kind) => {
    expect(localTaxRate(country)).toEqual({ percent, kind, country: country?.toUpperCase() ?? null });
  });

  it("rounds the tax of a charge and of its credit alike", () => {
    expect(taxOn(4900, 10)).toBe(490);
    expect(taxOn(7500, 19)).toBe(1425);
    expect(taxOn(1999, 21)).toBe(420);
    expect(taxOn(-1999, 21)).toBe(-420);
    expect(taxOn(4900, 0)).toBe(0);
  });

  it("names the tax, or why there is none, in English and Japanese", () => {
    expect(taxLabel("en", localTaxRate("JP"))).toBe("Consumption tax 10%");
    expect(taxLabel("ja", localTaxRate("JP"))).toBe("消費税 10%");
    expect(taxLabel("en", localTaxRate("DE"))).toBe("VAT 19%");
    expect(taxLabel("en", localTaxRate("US"))).toBe(
      "No tax: local billing states rates only for Japan, United Kingdom, Netherlands, Germany, France, not for United States",
    );
    expect(taxLabel("ja", localTaxRate("US"))).toBe(
      "非課税：ローカル決済が税率を定めているのは 日本、イギリス、オランダ、ドイツ、フランス のみで、アメリカ合衆国 は対象外です",
    );
    expect(taxLabel("en", { percent: 8.5, kind: "other", country: "US" })).toBe("Tax 8.5%");
    expect(taxLabel("ja", null)).toBe("税");
  });
});
