import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestApp, type TestApp } from "../../test/test-app.ts";

const locate = (t: TestApp, headers: Record<string, string>, remoteAddress = "127.0.0.1") =>
  t.call({ method: "GET", url: "/api/geo-location/", headers, remoteAddress });

describe.each(backends)("geo-location on %s", (backend) => {
  describe("with the country header not trusted (the default)", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(backend);
    });
    afterAll(async () => {
      await t.close();
    });

    it("answers none from a loopback or private address with no region in the browser's language", async () => {
      for (const address of ["127.0.0.1", "::1", "10.1.2.3", "192.168.0.7"]) {
        const res = await locate(t, { "accept-language": "en" }, address);
        expect(res.status, address).toBe(200);
        expect(res.body, address).toEqual({ country: null, source: "none" });
      }
      expect((await locate(t, {})).body).toEqual({ country: null, source: "none" });
    });

    it("reads the browser language's region", async () => {
      expect((await locate(t, { "accept-language": "ja-JP" })).body).toEqual({
        country: "JP",
        source: "browser-language",
      });
      expect((await locate(t, { "accept-language": "en,en-GB;q=0.9" }, "192.168.1.20")).body).toEqual({
        country: "GB",
        source: "browser-language",
      });
    });

    it("ignores the country header, which anyone can send, and says no cache may keep the answer", async () => {
      const res = await locate(t, { "cf-ipcountry": "FR", "accept-language": "en-GB" }, "203.0.113.9");
      expect(res.body).toEqual({ country: "GB", source: "browser-language" });
      expect(res.headers["cache-control"]).toBe("private, no-store");
    });
  });

  describe("with TRUST_COUNTRY_HEADER=1", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(backend, { TRUST_COUNTRY_HEADER: "1" });
    });
    afterAll(async () => {
      await t.close();
    });

    it("takes the proxy's country before the browser's language", async () => {
      const res = await locate(t, { "cf-ipcountry": "fr", "accept-language": "ja-JP" });
      expect(res.body).toEqual({ country: "FR", source: "proxy-header" });
    });

    it("ignores a header value that names no country, without an error", async () => {
      for (const value of ["XX", "T1", "", "FRA", "<script>", "G\u00e9", "KP;drop"]) {
        const res = await locate(t, { "cf-ipcountry": value, "accept-language": "en-GB" });
        expect(res.status, value).toBe(200);
        expect(res.body, value).toEqual({ country: "GB", source: "browser-language" });
      }
      expect((await locate(t, { "cf-ipcountry": "zz" })).body).toEqual({ country: null, source: "none" });
    });
  });
});
