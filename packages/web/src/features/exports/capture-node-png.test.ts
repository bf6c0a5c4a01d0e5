import { afterEach, describe, expect, it, vi } from "vitest";

const toBlob = vi.fn<(node: HTMLElement, options: Record<string, unknown>) => Promise<Blob | null>>();
vi.mock("html-to-image", () => ({ toBlob }));

const { captureNodePng, drawnStyleNames, keepInCapture, CAPTURE_FETCH_TIMEOUT_MS } = await import(
  "./capture-node-png.ts"
);

describe("captureNodePng", () => {
  afterEach(() => toBlob.mockReset());

  it("draws on black by default choice and transparent otherwise, skipping marked elements", async () => {
    toBlob.mockResolvedValue(new Blob(["png"], { type: "image/png" }));
    const node = document.createElement("div");
    await captureNodePng(node, { background: "black" });
    expect(toBlob.mock.calls[0]?.[1]).toMatchObject({ backgroundColor: "#000000" });
    await captureNodePng(node, { background: "transparent" });
    const options = toBlob.mock.calls[1]?.[1];
    expect(options?.backgroundColor).toBeUndefined();
    expect((options?.fetchRequestInit as RequestInit | undefined)?.signal).toBeInstanceOf(AbortSignal);
    expect(CAPTURE_FETCH_TIMEOUT_MS).toBe(30_000);
    // Each image is its own cache entry, query included: downloader URLs differ only there.
    expect(options?.includeQueryParams).toBe(true);
  });

  it("fails when nothing could be drawn", async () => {
    toBlob.mockResolvedValue(null);
    await expect(captureNodePng(document.createElement("div"), { background: "black" })).rejects.toThrow();
  });

  it("keeps all nodes except elements marked data-export-skip", () => {
    const skipped = document.createElement("button");
    skipped.setAttribute("data-export-skip", "");
    expect(keepInCapture(skipped)).toBe(false);
    expect(keepInCapture(document.createElement("div"))).toBe(true);
    expect(keepInCapture(document.createTextNode("text"))).toBe(true);
  });

  it("copies the properties that draw, not custom properties or motion and interaction", () => {
    const listed = ["color", "--mantine-color-red-9", "transition-duration", "cursor", "width", "font-size", "--x"];
    expect(drawnStyleNames(listed)).toEqual(["color", "width", "font-size"]);
  });

  it("copies the physical longhands, not their logical twins", () => {
    const listed = ["margin-top", "margin-block-start", "inline-size", "width", "border-inline-end-color"];
    const more = ["border-right-color", "border-start-end-radius", "border-top-right-radius", "overflow-x"];
    expect(drawnStyleNames([...listed, ...more, "overflow-inline", "max-block-size", "max-height"])).toEqual([
      "margin-top",
      "width",
      "border-right-color",
      "border-top-right-radius",
      "overflow-x",
      "max-height",
    ]);
  });
});
