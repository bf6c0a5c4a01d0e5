import { describe, expect, it } from "vitest";
import { apiUrl, apiUrlWith, readApiRoots } from "./api-roots.ts";

describe("API roots", () => {
  it("calls the page's own server when nothing is configured", () => {
    const roots = readApiRoots({}, "app.example.com");
    expect(roots).toEqual({ main: "", second: "" });
    expect(apiUrlWith(roots, "/api/user/me/")).toBe("/api/user/me/");
    expect(apiUrl("/api/external/analyze-chat-query/")).toBe("/api/external/analyze-chat-query/");
  });

  it("sends external calls to the second backend and the rest to the main API", () => {
    const roots = readApiRoots(
      { VITE_API_ROOT: "https://api.example.com/", VITE_SECOND_API_ROOT: "https://second.example.com/v2" },
      "app.example.com",
    );
    expect(apiUrlWith(roots, "/api/teams/")).toBe("https://api.example.com/api/teams/");
    expect(apiUrlWith(roots, "/api/external/analyze-chat-query/")).toBe(
      "https://second.example.com/v2/api/external/analyze-chat-query/",
    );
    // Only a path that starts with the external prefix is the second backend's.
    expect(apiUrlWith(roots, "/api/teams/?q=/api/external/")).toBe(
      "https://api.example.com/api/teams/?q=/api/external/",
    );
  });

  it("uses the main root for external calls when no second backend is set", () => {
    const roots = readApiRoots({ VITE_API_ROOT: "https://api.example.com" }, "app.example.com");
    expect(apiUrlWith(roots, "/api/external/toolkit-overview/")).toBe(
      "https://api.example.com/api/external/toolkit-overview/",
    );
  });

  it("switches the main root on the analytics site's host only", () => {
    const env = {
      VITE_API_ROOT: "https://api.example.com",
      VITE_ANALYTICS_SITE_HOST: "Analytics.Example.com",
      VITE_ANALYTICS_SITE_API_ROOT: "https://analytics-api.example.com",
    };
    expect(readApiRoots(env, "analytics.example.com")).toEqual({
      main: "https://analytics-api.example.com",
      second: "https://analytics-api.example.com",
    });
    expect(readApiRoots(env, "app.example.com").main).toBe("https://api.example.com");
    expect(
      readApiRoots({ ...env, VITE_SECOND_API_ROOT: "https://second.example.com" }, "analytics.example.com"),
    ).toEqual({
      main: "https://analytics-api.example.com",
      second: "https://second.example.com",
    });
  });
});
