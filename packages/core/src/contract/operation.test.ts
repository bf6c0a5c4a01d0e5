import { describe, expect, it } from "vitest";
import { operationPath } from "./operation.ts";

describe("operationPath", () => {
  it("fills each parameter, URL-encoded", () => {
    expect(operationPath("/api/teams/:team/members/:member/", { team: "a b/c", member: 7 })).toBe(
      "/api/teams/a%20b%2Fc/members/7/",
    );
  });
  it("refuses a path whose parameter is missing", () => {
    expect(() => operationPath("/api/teams/:team/", {})).toThrow("Missing path parameter team");
  });
});
