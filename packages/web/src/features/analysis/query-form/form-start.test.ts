import { DEFAULT_ANALYSIS_URL_STATE } from "@xa/core/analysis/analysis-url-state";
import { describe, expect, it } from "vitest";
import { formStart } from "./form-start.ts";

const blank = DEFAULT_ANALYSIS_URL_STATE;

describe("the query form's start", () => {
  it("preselects the country of a blank form", () => {
    expect(formStart(blank, "NL")).toEqual({ ...blank, country: "NL" });
  });
  it("keeps the URL's view when nothing is preselected", () => {
    expect(formStart(blank, null)).toBe(blank);
  });
  it("keeps a linked analysis's country, worldwide included", () => {
    const linked = { ...blank, type: "keyword" as const, query: "coffee" };
    expect(formStart(linked, "NL")).toBe(linked);
    const named = { ...blank, country: "JP" };
    expect(formStart(named, "NL")).toBe(named);
  });
});
