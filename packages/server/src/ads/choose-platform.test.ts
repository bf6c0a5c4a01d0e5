import { describe, expect, it } from "vitest";
import { readConfig } from "../config.ts";
import type { Db } from "../db/database.ts";
import { choosePlatform } from "./choose-platform.ts";

// Neither platform touches the database or the network until it is called.
const db = {} as Db;
const now = () => new Date();

describe("choosing the ad platform", () => {
  it("is the sandbox by default", () => {
    expect(choosePlatform({ db, now, config: readConfig({}) }).name).toBe("sandbox");
  });
  it("is the X Ads API client when configured", () => {
    const config = readConfig({
      ADS_PLATFORM: "x",
      X_ADS_CONSUMER_KEY: "ck",
      X_ADS_CONSUMER_SECRET: "cs",
      X_ADS_ACCESS_TOKEN: "at",
      X_ADS_ACCESS_TOKEN_SECRET: "ats",
    });
    expect(choosePlatform({ db, now, config }).name).toBe("x");
  });
});
