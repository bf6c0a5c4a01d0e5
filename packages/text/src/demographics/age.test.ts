import { describe, expect, it } from "vitest";
import { inferAgeBand } from "./age.ts";

const now = new Date("2026-03-31T00:00:00Z");
const band = (bio: string) => inferAgeBand(bio, now).band;

describe("age decades in English bios", () => {
  it("places early, mid and late in the decade, not at its middle", () => {
    expect(band("late 20s, coffee")).toBe("25-34");
    expect(band("in my late 40s")).toBe("45-54");
    expect(band("late 30s dad")).toBe("35-44");
    expect(band("mid-50s")).toBe("55-64");
    expect(band("early 30s")).toBe("25-34");
    expect(band("early 60s")).toBe("55-64");
  });

  it("keeps a bare decade at its middle", () => {
    expect(band("in my 30s")).toBe("25-34");
    expect(band("in my 60s")).toBe("55-64");
  });
});
