import { describe, expect, it } from "vitest";
import { localMicro, xPlacements } from "./x-ads-campaigns.ts";
import { segmentKey } from "./x-ads-delivery.ts";

describe("what our campaign objects become on X", () => {
  it("sends money in local micro, whole numbers", () => {
    expect(localMicro(100)).toBe("100000000");
    expect(localMicro(10.05)).toBe("10050000");
    expect(localMicro(20_000)).toBe("20000000000");
  });

  it("names placements as X does, every one of them as ALL_ON_TWITTER", () => {
    expect(xPlacements(["homeTimelines"])).toBe("TWITTER_TIMELINE");
    expect(xPlacements(["homeTimelines", "searchResults"])).toBe("TWITTER_TIMELINE,TWITTER_SEARCH");
    expect(xPlacements([])).toBe("ALL_ON_TWITTER");
    expect(xPlacements(["homeTimelines", "profiles", "searchResults", "replies"])).toBe("ALL_ON_TWITTER");
  });

  it("keys X's segments as our results do", () => {
    expect(segmentKey("gender", "Female")).toBe("FEMALE");
    expect(segmentKey("gender", "male")).toBe("MALE");
    expect(segmentKey("age", "AGE_25_TO_34")).toBe("25-34");
    expect(segmentKey("age", "Age 50+")).toBe("50+");
    expect(segmentKey("age", "Unknown")).toBe("Unknown");
  });
});
