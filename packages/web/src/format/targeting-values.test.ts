import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { ageText, interestLabel } from "./targeting-values.ts";

// Echoes the key and its values, so the test reads which text an age picks and with what.
const t = ((key: string, values?: object) => (values ? `${key} ${JSON.stringify(values)}` : key)) as TFunction;

describe("targeting values in words", () => {
  it("shows interest paths with a dash", () => {
    expect(interestLabel("Food and drink/Coffee")).toBe("Food and drink — Coffee");
  });

  it("reads an age as any, 'and over' or a range", () => {
    expect(ageText("AGE_ANY", t)).toBe("targeting.age.any");
    expect(ageText("AGE_OVER_18", t)).toBe('targeting.age.over {"from":"18"}');
    expect(ageText("AGE_13_TO_24", t)).toBe('targeting.age.range {"from":"13","to":"24"}');
  });
});
