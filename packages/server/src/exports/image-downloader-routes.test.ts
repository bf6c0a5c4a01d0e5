import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { readConfig } from "../config.ts";
import { openDatabase } from "../db/database.ts";
import { migrate } from "../db/migrate.ts";
import { createOutboxMailer } from "../mail/mailer.ts";
import { backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";
import { isPublicAddress } from "./ip-ranges.ts";
import { imageRoutes, PNG_1X1, startImageServer } from "./test/image-server.ts";

const download = (t: TestApp, url: string, token?: string) =>
  t.call({ method: "GET", url: `/api/image-downloader/?url=${encodeURIComponent(url)}`, token });

describe.each(backends)("image downloader on %s", (backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    // Private addresses listed as image hosts stay refused: the address rules come after the list.
    t = await createTestApp(backend, { IMAGE_HOSTS: "127.0.0.1, 10.0.0.1,169.254.169.254,[::1],localhost" });
    token = await signIn(t, "ann@example.com");
  });
  afterAll(() => t.close());

  it("is for signed-in users only", async () => {
    const res = await download(t, "https://pbs.twimg.com/profile_images/1/a.png");
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe("Authentication credentials were not provided.");
  });

  it("answers a readable 400 for a missing or bad url, and 403 for other hosts", async () => {
    const missing = await t.call({ method: "GET", url: "/api/image-downloader/", token });
    expect(missing.status).toBe(400);
    const http = await download(t, "http://pbs.twimg.com/a.png", token);
    expect(http.status).toBe(400);
    expect(http.body.detail).toBe("The url must be an absolute https:// address of an image.");
    const other = await download(t, "https://evil.example/a.png", token);
    expect(other.status).toBe(403);
    expect(other.body.detail).toBe("Images are downloaded only from X's image hosts; evil.example is not one of them.");
  });

  it("refuses private and loopback addresses in every spelling, in the caller's language", async () => {
    for (const url of [
      "https://127.0.0.1/a.png",
      "https://2130706433/a.png",
      "https://0177.0.0.1/a.png",
      "https://10.0.0.1/a.png",
      "https://169.254.169.254/latest/meta-data/",
      "https://[::1]/a.png",
      "https://localhost/a.png",
    ]) {
      const res = await download(t, url, token);
      expect(res.status, url).toBe(403);
      expect(res.body.detail, url).toMatch(/private or reserved network address/);
    }
    const ja = await t.call({
      method: "GET",
      url: `/api/image-downloader/?url=${encodeURIComponent("https://127.0.0.1/")}`,
      token,
      headers: { "accept-language": "ja" },
    });
    expect(ja.body.detail).toBe(
      "127.0.0.1 はプライベートまたは予約済みのネットワークアドレスを指すため、取得しません。",
    );
  });
});

describe("image downloader serving an image", () => {
  let server: Awaited<ReturnType<typeof startImageServer>>;
  let t: TestApp;
  beforeAll(async () => {
    server = await startImageServer(imageRoutes());
    // Only a test can build the app with these options: a loopback server standing in for an image host.
    const db = await openDatabase({});
    await migrate(db);
    const config = readConfig({ PUBLIC_URL: "http://localhost:8080" });
    const app = await buildApp({
      config,
      db,
      mailer: createOutboxMailer(db, () => {}),
      imageDownloader: {
        hosts: new Set(["images.test"]),
        insecureHosts: new Set(["images.test"]),
        resolve: async () => ["127.0.0.1"],
        allowAddress: (address) => address === "127.0.0.1" || isPublicAddress(address),
        maxBytes: 1024 * 1024,
      },
    });
    t = {
      app,
      db,
      clock: { now: new Date(), advance() {} },
      async call({ token, headers, ...options }) {
        const res = await app.inject({
          ...options,
          headers: { ...(token ? { authorization: `Token ${token}` } : {}), ...headers },
        });
        let body: unknown = res.rawPayload;
        if (res.headers["content-type"]?.toString().startsWith("application/json")) body = JSON.parse(res.body);
        return { status: res.statusCode, body, headers: res.headers };
      },
      async close() {
        await app.close();
        await db.close();
      },
    };
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  it("answers the image with its type, a private day-long cache and nosniff", async () => {
    const token = await signIn(t, "bob@example.com");
    const res = await download(t, `http://images.test:${server.port}/avatar.png`, token);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["cache-control"]).toBe("private, max-age=86400");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(Buffer.from(res.body).equals(PNG_1X1)).toBe(true);
  });

  it("answers 413, 415 and 502 with a detail", async () => {
    const token = await signIn(t, "cy@example.com");
    const at = (path: string) => `http://images.test:${server.port}${path}`;
    const huge = await download(t, at("/huge.png"), token);
    expect(huge).toMatchObject({ status: 413, body: { detail: "The image is larger than 1 MB." } });
    const html = await download(t, at("/page.html"), token);
    expect(html).toMatchObject({
      status: 415,
      body: { detail: "Only PNG, JPEG, GIF and WebP images can be downloaded." },
    });
    const gone = await download(t, at("/gone.png"), token);
    expect(gone).toMatchObject({ status: 502, body: { detail: "images.test answered 404 instead of the image." } });
    const elsewhere = await download(t, at("/to-elsewhere.png"), token);
    expect(elsewhere).toMatchObject({
      status: 403,
      body: { detail: expect.stringMatching(/evil\.example is not one/) },
    });
  });
});
