import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { downloadImage, ImageDownloadError, type ImageDownloaderOptions } from "./image-downloader.ts";
import { isPublicAddress } from "./ip-ranges.ts";
import { imageRoutes, PNG_1X1, startImageServer } from "./test/image-server.ts";

async function refusal(promise: Promise<unknown>): Promise<{ status: number; key: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ImageDownloadError) return { status: error.status, key: error.key };
    throw error;
  }
  throw new Error("the download was not refused");
}

describe("downloadImage, refusals before any connection", () => {
  // No injection: real DNS and the real address rules, as the server runs.
  const allowing = (...urls: string[]): ImageDownloaderOptions => ({
    hosts: new Set(urls.map((u) => new URL(u).hostname)),
  });

  it("takes absolute https URLs on the default port only, without credentials", async () => {
    const hosts = new Set(["pbs.twimg.com"]);
    for (const url of [
      "not a url",
      "/relative.png",
      "http://pbs.twimg.com/a.png",
      "ftp://pbs.twimg.com/a.png",
      "file:///etc/passwd",
      "https://pbs.twimg.com:8443/a.png",
      "https://user:pass@pbs.twimg.com/a.png",
    ]) {
      expect(await refusal(downloadImage(url, { hosts })), url).toEqual({ status: 400, key: "image.badUrl" });
    }
  });

  it("refuses hosts outside the allow-list", async () => {
    const hosts = new Set(["pbs.twimg.com"]);
    for (const url of [
      "https://evil.example/a.png",
      "https://pbs.twimg.com.evil.example/a.png",
      "https://twimg.com/a",
    ]) {
      expect(await refusal(downloadImage(url, { hosts })), url).toEqual({ status: 403, key: "image.hostNotAllowed" });
    }
  });

  it("refuses private, loopback, link-local and reserved addresses even when the host is allowed", async () => {
    for (const url of [
      "https://127.0.0.1/a.png",
      "https://10.0.0.8/a.png",
      "https://192.168.0.1/a.png",
      "https://169.254.169.254/latest/meta-data/",
      "https://[::1]/a.png",
      "https://[::ffff:127.0.0.1]/a.png",
      "https://[fe80::1]/a.png",
      "https://[fd00::1]/a.png",
      "https://2130706433/a.png",
      "https://0177.0.0.1/a.png",
      "https://0x7f.1/a.png",
      "https://0.0.0.0/a.png",
      // a name that resolves to loopback (from the hosts file: no network needed)
      "https://localhost/a.png",
    ]) {
      expect(await refusal(downloadImage(url, allowing(url))), url).toEqual({
        status: 403,
        key: "image.addressRefused",
      });
    }
  });

  it("refuses a host when any of its addresses is private, and one that does not resolve", async () => {
    const hosts = new Set(["mixed.test", "nowhere.test"]);
    const resolve = async (host: string) => (host === "mixed.test" ? ["93.184.216.34", "10.0.0.1"] : []);
    expect(await refusal(downloadImage("https://mixed.test/a.png", { hosts, resolve }))).toEqual({
      status: 403,
      key: "image.addressRefused",
    });
    expect(await refusal(downloadImage("https://nowhere.test/a.png", { hosts, resolve }))).toEqual({
      status: 502,
      key: "image.unreachable",
    });
  });
});

describe("downloadImage from a loopback image server", () => {
  let server: Awaited<ReturnType<typeof startImageServer>>;
  let options: ImageDownloaderOptions;
  const at = (host: string, path: string) => `http://${host}:${server.port}${path}`;

  beforeAll(async () => {
    server = await startImageServer(imageRoutes());
    const addresses: Record<string, string[]> = { "images.test": ["127.0.0.1"], "private.test": ["10.1.2.3"] };
    options = {
      hosts: new Set(["images.test", "private.test", "169.254.169.254"]),
      insecureHosts: new Set(["images.test", "private.test", "169.254.169.254"]),
      resolve: async (host) => addresses[host] ?? [],
      // The test server alone is let through on loopback; every other address follows the real rules.
      allowAddress: (address) => address === "127.0.0.1" || isPublicAddress(address),
      maxBytes: 1024 * 1024,
      timeoutMs: 1500,
    };
  });
  afterAll(() => server.close());

  it("answers the image with the type its bytes show", async () => {
    const image = await downloadImage(at("images.test", "/avatar.png"), options);
    expect(image.type).toBe("image/png");
    expect(image.bytes.equals(PNG_1X1)).toBe(true);
  });

  it("follows a redirect to an allowed URL, re-checked", async () => {
    const image = await downloadImage(at("images.test", "/moved.png"), options);
    expect(image.type).toBe("image/png");
  });

  it("refuses redirects to a private address, another host, and past the limit", async () => {
    server.hits.length = 0;
    expect(await refusal(downloadImage(at("images.test", "/to-private.png"), options))).toEqual({
      status: 403,
      key: "image.addressRefused",
    });
    expect(await refusal(downloadImage(at("images.test", "/to-metadata.png"), options))).toEqual({
      status: 403,
      key: "image.addressRefused",
    });
    expect(await refusal(downloadImage(at("images.test", "/to-elsewhere.png"), options))).toEqual({
      status: 403,
      key: "image.hostNotAllowed",
    });
    expect(await refusal(downloadImage(at("images.test", "/loop.png"), options))).toEqual({
      status: 502,
      key: "image.tooManyRedirects",
    });
    // The loop was asked 4 times (the first and 3 redirects); nothing reached another host.
    expect(server.hits.filter((h) => h.endsWith("/loop.png"))).toHaveLength(4);
    expect(server.hits.every((h) => h.startsWith("images.test:"))).toBe(true);
  });

  it("refuses other types, by the declared type and by the bytes", async () => {
    for (const path of ["/page.html", "/icon.svg", "/fake.png"]) {
      expect(await refusal(downloadImage(at("images.test", path), options)), path).toEqual({
        status: 415,
        key: "image.badType",
      });
    }
  });

  it("stops at the size limit, declared or streamed", async () => {
    for (const path of ["/declared-huge.png", "/huge.png"]) {
      expect(await refusal(downloadImage(at("images.test", path), options)), path).toEqual({
        status: 413,
        key: "image.tooLarge",
      });
    }
  });

  it("answers 502 for a missing image and for one that takes too long", async () => {
    expect(await refusal(downloadImage(at("images.test", "/gone.png"), options))).toEqual({
      status: 502,
      key: "image.upstreamStatus",
    });
    expect(await refusal(downloadImage(at("images.test", "/slow.png"), options))).toEqual({
      status: 502,
      key: "image.timeout",
    });
  });
});
