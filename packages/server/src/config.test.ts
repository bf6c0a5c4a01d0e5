import os from "node:os";
import { describe, expect, it } from "vitest";
import { readAdsConfig, readConfig, readStripeConfig, readXLoginConfig } from "./config.ts";

const X_KEYS = {
  ADS_PLATFORM: "x",
  X_ADS_CONSUMER_KEY: "ck",
  X_ADS_CONSUMER_SECRET: "cs",
};

describe("the ads configuration", () => {
  it("is the sandbox unless told, its audiences ready after a minute", () => {
    expect(readAdsConfig({})).toEqual({ platform: "sandbox", sandboxAudienceReadyMs: 60_000, x: null });
    expect(readAdsConfig({ SANDBOX_AUDIENCE_READY_MS: "0" }).sandboxAudienceReadyMs).toBe(0);
  });

  it("takes the X Ads API with the app's two keys", () => {
    expect(readAdsConfig(X_KEYS)).toEqual({
      platform: "x",
      sandboxAudienceReadyMs: 60_000,
      x: {
        baseUrl: "https://ads-api.x.com",
        oauthBaseUrl: "https://api.x.com",
        consumerKey: "ck",
        consumerSecret: "cs",
      },
    });
    expect(readAdsConfig({ ...X_KEYS, X_ADS_API_BASE: "http://127.0.0.1:9999/" }).x?.baseUrl).toBe(
      "http://127.0.0.1:9999",
    );
  });

  it.each([
    [{ ADS_PLATFORM: "facebook" }, 'ADS_PLATFORM must be one of sandbox, x, not "facebook"'],
    [
      { ADS_PLATFORM: "x", X_ADS_CONSUMER_KEY: "ck" },
      "ADS_PLATFORM=x needs X_ADS_CONSUMER_SECRET (the X app's OAuth 1.0a keys)",
    ],
    [
      // One operator login would serve every team: refused, with what to do instead.
      { ...X_KEYS, X_ADS_ACCESS_TOKEN: "at", X_ADS_ACCESS_TOKEN_SECRET: "ats" },
      "X_ADS_ACCESS_TOKEN and X_ADS_ACCESS_TOKEN_SECRET are no longer used",
    ],
    [{ ...X_KEYS, X_OAUTH_BASE: "api.x.com" }, 'X_OAUTH_BASE must be an http(s) URL, not "api.x.com"'],
    [{ ...X_KEYS, X_ADS_API_BASE: "ads-api.x.com" }, 'X_ADS_API_BASE must be an http(s) URL, not "ads-api.x.com"'],
    [
      { SANDBOX_AUDIENCE_READY_MS: "-1" },
      'SANDBOX_AUDIENCE_READY_MS must be a whole number of milliseconds (0 or more), not "-1"',
    ],
  ])("refuses to start on %o", (env, message) => {
    expect(() => readAdsConfig(env)).toThrow(message);
  });
});

describe("the abuse limits and token lifetime", () => {
  it("default to 90-day extension tokens and 50 / 100 / 5 invites a day per team, sender and address", () => {
    const config = readConfig({});
    expect(config.extensionTokenDays).toBe(90);
    expect(config.inviteLimits).toEqual({ perTeam: 50, perUser: 100, perAddress: 5 });
  });

  it("take the environment's values, and refuse ones that are not whole numbers of at least 1", () => {
    const config = readConfig({
      EXTENSION_TOKEN_DAYS: "30",
      INVITES_PER_TEAM_PER_DAY: "10",
      INVITES_PER_USER_PER_DAY: "20",
      INVITES_PER_ADDRESS_PER_DAY: "2",
    });
    expect(config.extensionTokenDays).toBe(30);
    expect(config.inviteLimits).toEqual({ perTeam: 10, perUser: 20, perAddress: 2 });
    expect(() => readConfig({ EXTENSION_TOKEN_DAYS: "0" })).toThrow(
      'EXTENSION_TOKEN_DAYS must be a whole number of at least 1, not "0"',
    );
    expect(() => readConfig({ INVITES_PER_ADDRESS_PER_DAY: "many" })).toThrow(/INVITES_PER_ADDRESS_PER_DAY/);
  });

  it("run analyses on one PostgreSQL connection per core (2 to 8) unless ANALYSIS_CONNECTIONS says", () => {
    const cores = os.availableParallelism();
    expect(readConfig({}).analysisConnections).toBe(Math.min(8, Math.max(2, cores)));
    expect(readConfig({ ANALYSIS_CONNECTIONS: "6" }).analysisConnections).toBe(6);
    expect(() => readConfig({ ANALYSIS_CONNECTIONS: "0" })).toThrow(/ANALYSIS_CONNECTIONS/);
  });
});

describe("the billing configuration", () => {
  const STRIPE = {
    STRIPE_SECRET_KEY: "sk_test_abc",
    STRIPE_PUBLISHABLE_KEY: "pk_test_abc",
    STRIPE_WEBHOOK_SECRET: "whsec_abc",
  };

  it("is local billing without keys, and Stripe with all three", () => {
    expect(readStripeConfig({})).toBeNull();
    expect(readStripeConfig(STRIPE)).toEqual({
      secretKey: "sk_test_abc",
      publishableKey: "pk_test_abc",
      webhookSecret: "whsec_abc",
    });
  });

  it.each([
    [{ STRIPE_SECRET_KEY: "sk_test_abc" }, "Stripe needs STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET too"],
    [{ ...STRIPE, STRIPE_SECRET_KEY: "pk_test_abc" }, "STRIPE_SECRET_KEY does not look like one"],
    [{ ...STRIPE, STRIPE_WEBHOOK_SECRET: "secret" }, "STRIPE_WEBHOOK_SECRET does not look like one"],
  ])("refuses to start with %j", (env, message) => {
    expect(() => readStripeConfig(env)).toThrow(message);
  });
});

describe("the X sign-in configuration", () => {
  it("is the X sandbox without the app's OAuth 2.0 keys, and X with both", () => {
    expect(readXLoginConfig({})).toBeNull();
    expect(readXLoginConfig({ X_CLIENT_ID: "id", X_CLIENT_SECRET: "secret" })).toEqual({
      clientId: "id",
      clientSecret: "secret",
      apiBase: "https://api.x.com",
      authorizeUrl: "https://x.com/i/oauth2/authorize",
      consumerKey: null,
      consumerSecret: null,
    });
  });

  it("refuses half a pair, and OAuth 1.0a keys without OAuth 2.0's", () => {
    expect(() => readXLoginConfig({ X_CLIENT_ID: "id" })).toThrow("X_CLIENT_SECRET is needed with X_CLIENT_ID");
    expect(() => readXLoginConfig({ X_CONSUMER_KEY: "k", X_CONSUMER_SECRET: "s" })).toThrow(/beside X_CLIENT_ID/);
    expect(() => readXLoginConfig({ X_CLIENT_ID: "i", X_CLIENT_SECRET: "s", X_API_BASE: "ftp://x" })).toThrow(
      /X_API_BASE/,
    );
  });

  it("reads TOKEN_ENCRYPTION_KEY as SECRETS_KEY, and refuses two different keys", () => {
    expect(readConfig({ TOKEN_ENCRYPTION_KEY: "a".repeat(64) }).secretsKey).toBe("a".repeat(64));
    expect(() => readConfig({ TOKEN_ENCRYPTION_KEY: "a".repeat(64), SECRETS_KEY: "b".repeat(64) })).toThrow(
      /name the same key/,
    );
  });
});

describe("the country header switch", () => {
  it("is off unless TRUST_COUNTRY_HEADER is 1, and fails the start on any other word", () => {
    expect(readConfig({}).trustCountryHeader).toBe(false);
    expect(readConfig({ TRUST_COUNTRY_HEADER: "0" }).trustCountryHeader).toBe(false);
    expect(readConfig({ TRUST_COUNTRY_HEADER: "1" }).trustCountryHeader).toBe(true);
    expect(() => readConfig({ TRUST_COUNTRY_HEADER: "yes" })).toThrow('TRUST_COUNTRY_HEADER must be 1 or 0, not "yes"');
  });
});
