import { describe, expect, it } from "vitest";
import { canCreatePersonalLink, canDisconnectSocialAccount, canUsePersonalLink, isStaff } from "./auth-permissions.ts";

describe("who is staff", () => {
  const config = { staffEmails: ["boss@example.com"] };
  it.each([
    ["boss@example.com", true],
    ["Boss@Example.com", true],
    ["someone@example.com", false],
    ["boss@example.com.evil", false],
  ])("%s is staff: %s", (email, staff) => {
    expect(isStaff(config, { email })).toBe(staff);
  });
});

describe("who may disconnect a social account", () => {
  it.each([
    ["an e-mail and one X account", "ann@example.com", 1, true],
    ["an e-mail and two X accounts", "ann@example.com", 2, true],
    ["no e-mail and two X accounts", "", 2, true],
    ["no e-mail and one X account (the last way in)", "", 1, false],
  ])("%s: %s", (_case, email, socialAccounts, allowed) => {
    expect(canDisconnectSocialAccount({ email, socialAccounts })).toBe(allowed);
  });
});

describe("personal sign-in links", () => {
  it.each([
    ["session", true],
    ["extension", false],
    ["pro-targeting", false],
  ] as const)("made with a %s: %s", (credential, allowed) => {
    expect(canCreatePersonalLink(credential)).toBe(allowed);
  });
  it.each([
    ["signed out", 1, null, true],
    ["signed in as its owner", 1, 1, true],
    ["signed in as another user", 1, 2, false],
  ])("used %s: %s", (_case, owner, signedIn, allowed) => {
    expect(canUsePersonalLink(owner, signedIn)).toBe(allowed);
  });
});
