import { describe, expect, it } from "vitest";
import { APP_VERSION, appEnvironment } from "./app-version.ts";

describe("app version", () => {
  it("is the dashboard's version", () => {
    expect(APP_VERSION).toBe("30.7.3");
  });
  it("names the environment a deploy sets, else the build mode", () => {
    expect(appEnvironment({ MODE: "production" })).toBe("production");
    expect(appEnvironment({ MODE: "production", VITE_APP_ENV: "staging" })).toBe("staging");
    expect(appEnvironment({ MODE: "production", VITE_APP_ENV: "" })).toBe("production");
  });
});
