import { describe, expect, it } from "vitest";
import { loginPathFor, postLoginPath, safeNextPath } from "./post-login-path.ts";

describe("post-login destination", () => {
  it("follows a local next path", () => {
    expect(postLoginPath({ next: "/acme/team", recentTeamSlug: "acme", teamSlugs: ["acme"] })).toBe("/acme/team");
  });
  it("refuses next paths to other sites or back to login", () => {
    expect(safeNextPath("//evil.example")).toBeUndefined();
    expect(safeNextPath("/\\evil.example")).toBeUndefined();
    expect(safeNextPath("https://evil.example")).toBeUndefined();
    expect(safeNextPath("/login?next=/x")).toBeUndefined();
    expect(safeNextPath("/login-help")).toBe("/login-help");
  });
  it("goes to the recent team's audiences when still a member", () => {
    expect(postLoginPath({ recentTeamSlug: "acme", teamSlugs: ["beta", "acme"] })).toBe("/acme/audiences");
  });
  it("goes to onboarding without teams", () => {
    expect(postLoginPath({ recentTeamSlug: "acme", teamSlugs: [] })).toBe("/welcome");
  });
  it("goes to the team chooser when the recent team is gone", () => {
    expect(postLoginPath({ recentTeamSlug: "gone", teamSlugs: ["acme"] })).toBe("/choose-team");
    expect(postLoginPath({ teamSlugs: ["acme"] })).toBe("/choose-team");
  });
  it("builds the login path with next", () => {
    expect(loginPathFor("/acme/invite-accept?code=A B")).toBe("/login?next=%2Facme%2Finvite-accept%3Fcode%3DA%20B");
    expect(loginPathFor("/")).toBe("/login");
  });
});
