import { describe, expect, it } from "vitest";
import { formatBytes, formatDuration } from "./media-format.ts";

describe("media formats", () => {
  it.each([
    [512, "512 B"],
    [2048, "2 KB"],
    [1536, "1.5 KB"],
    [5 * 1024 * 1024, "5 MB"],
    [15.4 * 1024 * 1024, "15 MB"],
    [512 * 1024 * 1024, "512 MB"],
  ])("reads %d bytes as %s", (bytes, text) => {
    expect(formatBytes(bytes, "en")).toBe(text);
  });

  it.each([
    [2500, "0:03"],
    [15_250, "0:15"],
    [61_000, "1:01"],
    [3_725_000, "1:02:05"],
  ])("reads %d ms as %s", (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});
