import { describe, expect, it } from "vitest";
import { readConfig } from "../config.ts";
import type { Db } from "../db/database.ts";
import { sealedSecrets } from "../db/sealed-secrets.ts";
import { choosePlatform } from "./choose-platform.ts";

// Neither platform touches the database or the network until it is called.
const db = {} as Db;
const now = () => new Date();
const secrets = sealedSecrets(Buffer.alloc(32, 7));

describe("choosing the ad platform", () => {
  it("is the sandbox by default", () => {
    expect(choosePlatform({ db, now, secrets, config: readConfig({}) }).name).toBe("sandbox");
  });
  it("is the X Ads API client when configured", () => {
    const config = readConfig({
      ADS_PLATFORM: "x",
      X_ADS_CONSUMER_KEY: "ck",
      X_ADS_CONSUMER_SECRET: "cs",
    });
    expect(choosePlatform({ db, now, secrets, config }).name).toBe("x");
  });
});
