import { emptyTargeting } from "@xa/core/ads/applied-targeting.test-support";
import type { AdSet } from "@xa/core/campaigns/adset-entities";
import { describe, expect, it } from "vitest";
import { adsetChanges, adsetFields, adsetFormValues } from "./adset-changes.ts";

const saved: AdSet = {
  id: 11,
  campaign_id: 1,
  name: "Timelines",
  status: "active",
  audience_config_id: 5,
  audience_name: "Coffee lovers",
  targeting: emptyTargeting(),
  placements: ["homeTimelines", "profiles"],
  bid_strategy: "MAX",
  bid_amount: 2,
  start_time: "2026-11-05T09:00:30.000Z",
  end_time: null,
  alerts: [],
  ads: 1,
  created_by: null,
  created_at: "2026-10-01T00:00:00Z",
  updated_at: "2026-10-01T00:00:00Z",
};

describe("what an edited ad set sends", () => {
  it("sends nothing when the form is as it opened, a start with seconds and placements in another order included", () => {
    const values = adsetFormValues(saved, []);
    expect(adsetChanges(saved, values)).toEqual({});
    expect(adsetChanges(saved, { ...values, placements: ["profiles", "homeTimelines"] })).toEqual({});
  });

  it("sends an emptied date as null, and no bid once the bid is automatic", () => {
    const values = adsetFormValues(saved, []);
    expect(adsetChanges(saved, { ...values, start: "", strategy: "AUTO" })).toEqual({
      start_time: null,
      bid_strategy: "AUTO",
    });
  });

  it("keeps the targeting of an ad set whose audience was deleted until another is chosen", () => {
    const orphan = { ...saved, audience_config_id: null, audience_name: null };
    const values = adsetFormValues(orphan, []);
    expect(values.audience).toBe("");
    expect(adsetChanges(orphan, values)).toEqual({});
    expect(adsetChanges(orphan, { ...values, audience: "7" })).toEqual({ audience_config_id: 7 });
  });

  it("gives a new ad set every field, dates left to the campaign", () => {
    const values = { ...adsetFormValues(null, ["homeTimelines"]), name: "New", audience: "5", bid: 3 };
    expect(adsetFields(values)).toEqual({
      name: "New",
      status: "draft",
      audience_config_id: 5,
      placements: ["homeTimelines"],
      bid_strategy: "AUTO",
      bid_amount: null,
      start_time: null,
      end_time: null,
    });
  });
});
