import { describe, expect, it } from "vitest";
import { ADS_FIXTURE_MATCH, buildManifest, buildOptionsFrom, DEFAULT_APP_MATCHES, matchPatternOf } from "./manifest.ts";

describe("the manifest", () => {
  it("runs the app bridge on localhost and 127.0.0.1 by default, any port", () => {
    const options = buildOptionsFrom({}, "1.2.3");
    expect(options).toEqual({
      version: "1.2.3",
      appUrl: "http://localhost:8080",
      appMatches: DEFAULT_APP_MATCHES,
      adsFixture: true,
    });
  });

  it("adds the app URL's host to the app's pages", () => {
    const options = buildOptionsFrom({ XA_APP_URL: "https://xaudience.example.com/", XA_APP_MATCHES: "" }, "1.0.0");
    expect(options.appUrl).toBe("https://xaudience.example.com");
    expect(options.appMatches).toEqual([...DEFAULT_APP_MATCHES, "https://xaudience.example.com/*"]);
    expect(matchPatternOf("http://localhost:8181/x?y")).toBe("http://localhost/*");
  });

  it("is Manifest V3 with the ad platform, and the fixture page only when asked", () => {
    const manifest = buildManifest(buildOptionsFrom({}, "0.1.0"));
    expect(manifest.manifest_version).toBe(3);
    expect(manifest.background).toEqual({ service_worker: "background.js", type: "module" });
    const [app, ads] = manifest.content_scripts ?? [];
    expect(app).toMatchObject({ js: ["app-bridge.js"], exclude_matches: [ADS_FIXTURE_MATCH] });
    expect(ads).toMatchObject({ js: ["ads-form.js"], matches: ["https://ads.x.com/*", ADS_FIXTURE_MATCH] });
    const production = buildManifest(buildOptionsFrom({ XA_ADS_FIXTURE: "off" }, "0.1.0"));
    expect(JSON.stringify(production)).not.toContain("__ads-form__");
  });
});
