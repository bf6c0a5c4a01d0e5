import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { zipCompression, zipFiles } from "./zip-files.ts";

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

  it("stores images as they are and deflates the rest", async () => {
    expect(zipCompression("image/png")).toBe("STORE");
    expect(zipCompression("image/jpeg")).toBe("STORE");
    expect(zipCompression("text/csv")).toBe("DEFLATE");
    expect(zipCompression("")).toBe("DEFLATE");
    const text = "a line that repeats\n".repeat(200);
    const blob = await zipFiles([
      { name: "card.png", blob: new Blob([text], { type: "image/png" }) },
      { name: "rows.csv", blob: new Blob([text], { type: "text/csv" }) },
    ]);
    const zip = await JSZip.loadAsync(await blob.arrayBuffer());
    expect(await zip.file("card.png")?.async("string")).toBe(text);
    expect(await zip.file("rows.csv")?.async("string")).toBe(text);
    // Stored, the PNG takes its whole size; deflated, the repeating text takes a fraction of it.
    expect(blob.size).toBeGreaterThan(text.length);
    expect(blob.size).toBeLessThan(text.length * 1.5);
  });
});
