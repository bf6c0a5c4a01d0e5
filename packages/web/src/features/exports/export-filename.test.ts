import { describe, expect, it } from "vitest";
import { exportFilename } from "./export-filename.ts";

describe("exportFilename", () => {
  const now = new Date("2026-10-05T12:00:00Z");

  it("joins the parts with the date and extension", () => {
    expect(exportFilename(["@nike", "countries"], "png", now)).toBe("xaudience-nike-countries-2026-10-05.png");
  });

  it("drops characters file systems refuse and keeps Japanese", () => {
    expect(exportFilename(['a/b: "c"', "東京 ラーメン"], "xlsx", now)).toBe(
      "xaudience-a-b-c-東京-ラーメン-2026-10-05.xlsx",
    );
  });

  it("works with no parts", () => {
    expect(exportFilename([], "zip", now)).toBe("xaudience-2026-10-05.zip");
  });
});
