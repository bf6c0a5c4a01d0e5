import { DEFAULT_CPM_BY_CURRENCY } from "@xa/core/campaigns/cpm-by-currency";
import { describe, expect, it } from "vitest";
import { readConfig } from "../config.ts";

describe("the planner's CPM per currency, as configured", () => {
  it("is core's table unless told", () => {
    expect(readConfig({}).campaignCpms).toEqual(DEFAULT_CPM_BY_CURRENCY);
  });

  it("takes TARGETING_CPM for its currency, then CAMPAIGN_CPMS over both", () => {
    const cpms = readConfig({
      TARGETING_CPM: "8",
      TARGETING_CURRENCY: "EUR",
      CAMPAIGN_CPMS: "usd=7,YEN=900",
    }).campaignCpms;
    expect([cpms.EUR, cpms.USD, cpms.YEN, cpms.GBP]).toEqual([8, 7, 900, DEFAULT_CPM_BY_CURRENCY.GBP]);
    expect(readConfig({ TARGETING_CPM: "8", CAMPAIGN_CPMS: "USD=7" }).campaignCpms.USD).toBe(7);
  });

  it("refuses to start on a table it cannot read, saying what is wrong", () => {
    expect(() => readConfig({ CAMPAIGN_CPMS: "USD=free" })).toThrow(
      'CAMPAIGN_CPMS: the CPM of USD must be a number above 0, not "USD=free"',
    );
    expect(() => readConfig({ CAMPAIGN_CPMS: "DOGE=1" })).toThrow('CAMPAIGN_CPMS: "DOGE" is not one of');
  });
});
