import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { zipFiles } from "./zip-files.ts";

describe("zipFiles", () => {
  it("packs every file, keeping repeated names apart", async () => {
    const blob = await zipFiles([
      { name: "countries.png", blob: new Blob(["png-1"]) },
      { name: "genders.png", blob: new Blob(["png-2"]) },
      { name: "countries.png", blob: new Blob(["png-3"]) },
    ]);
    expect(blob.type).toBe("application/zip");
    const zip = await JSZip.loadAsync(await blob.arrayBuffer());
    expect(Object.keys(zip.files).sort()).toEqual(["countries (2).png", "countries.png", "genders.png"]);
    expect(await zip.file("genders.png")?.async("string")).toBe("png-2");
    expect(await zip.file("countries (2).png")?.async("string")).toBe("png-3");
  });
});
