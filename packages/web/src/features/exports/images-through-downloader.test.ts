import { afterEach, describe, expect, it, vi } from "vitest";
import { downloaderUrl, withImagesThroughDownloader } from "./images-through-downloader.ts";

describe("downloaderUrl", () => {
  const origin = "https://app.example";
  it("sends other origins' images through the downloader", () => {
    expect(downloaderUrl("https://pbs.twimg.com/profile_images/1/a.jpg?name=small", origin)).toBe(
      "/api/image-downloader/?url=https%3A%2F%2Fpbs.twimg.com%2Fprofile_images%2F1%2Fa.jpg%3Fname%3Dsmall",
    );
  });
  it("leaves the page's own, data: and blob: images alone", () => {
    for (const url of [
      "/logo.png",
      "https://app.example/a.png",
      "data:image/png;base64,AAAA",
      "blob:https://app.example/1",
    ]) {
      expect(downloaderUrl(url, origin), url).toBeNull();
    }
  });
});

describe("withImagesThroughDownloader", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("rewrites cross-origin fetches while captures run, and puts fetch back after the last", async () => {
    const pageFetch = vi.fn(async () => new Response("png"));
    vi.stubGlobal("fetch", pageFetch);
    let releaseFirst = () => {};
    const first = withImagesThroughDownloader(
      () =>
        new Promise<void>((resolve) => {
          releaseFirst = resolve;
        }),
    );
    await withImagesThroughDownloader(async () => {
      await fetch("https://pbs.twimg.com/a.png", { signal: AbortSignal.timeout(1000) });
      await fetch("/api/user/me/");
    });
    // The first capture still runs: the wrapper stays.
    expect(globalThis.fetch).not.toBe(pageFetch);
    releaseFirst();
    await first;
    expect(globalThis.fetch).toBe(pageFetch);
    expect(pageFetch.mock.calls.map((call) => (call as unknown[])[0])).toEqual([
      "/api/image-downloader/?url=https%3A%2F%2Fpbs.twimg.com%2Fa.png",
      "/api/user/me/",
    ]);
    const init = (pageFetch.mock.calls[0] as unknown[])[1] as RequestInit;
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it("puts fetch back when the capture fails", async () => {
    const pageFetch = vi.fn(async () => new Response(""));
    vi.stubGlobal("fetch", pageFetch);
    await expect(
      withImagesThroughDownloader(async () => {
        throw new Error("draw failed");
      }),
    ).rejects.toThrow("draw failed");
    expect(globalThis.fetch).toBe(pageFetch);
  });
});
