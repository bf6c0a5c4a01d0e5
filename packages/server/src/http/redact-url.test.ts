import { describe, expect, it } from "vitest";
import { redactUrl } from "./redact-url.ts";

describe("URLs as the logs keep them", () => {
  it.each([
    ["/login/x/callback?state=s1&code=c1", "/login/x/callback?state=%5Bredacted%5D&code=%5Bredacted%5D"],
    [
      "/rest-auth/x/access_token/?oauth_token=RQ&oauth_verifier=V",
      "/rest-auth/x/access_token/?oauth_token=%5Bredacted%5D&oauth_verifier=%5Bredacted%5D",
    ],
    ["/api/teams/?limit=5", "/api/teams/?limit=5"],
    ["/api/user/me/", "/api/user/me/"],
  ])("%s is logged as %s", (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});
