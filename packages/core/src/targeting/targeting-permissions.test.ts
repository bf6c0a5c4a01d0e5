import { describe, expect, it } from "vitest";
import {
  type AudienceAccess,
  canDeleteAudience,
  canEditAudience,
  canGenerate,
  canReadAudience,
  canSeeGeneration,
  canUseCatalogues,
} from "./targeting-permissions.ts";

const ME = 7;
const admin: AudienceAccess = { level: "admin" };
const member: AudienceAccess = { level: "member" };

describe("who may do what with a saved audience or usage", () => {
  it.each<[string, AudienceAccess, boolean, boolean]>([
    ["a team admin", admin, true, true],
    ["a team member", member, true, true],
    ["someone it was shared with", "shared", true, false],
    ["anyone else", null, false, false],
  ])("%s may read it: %s; change, share or record it: %s", (_who, access, read, edit) => {
    expect(canReadAudience(access)).toBe(read);
    expect(canEditAudience(access)).toBe(edit);
  });

  it.each<[string, AudienceAccess, number | null, boolean]>([
    ["an admin deletes another's", admin, 99, true],
    ["an admin deletes their own", admin, ME, true],
    ["an admin deletes one whose creator left", admin, null, true],
    ["a member deletes their own", member, ME, true],
    ["a member deletes another's", member, 99, false],
    ["a member deletes one whose creator left", member, null, false],
    ["someone it was shared with deletes it", "shared", ME, false],
    ["anyone else deletes it", null, ME, false],
  ])("%s: %s", (_case, access, createdBy, allowed) => {
    expect(canDeleteAudience(access, ME, { created_by: createdBy })).toBe(allowed);
  });
});

describe("autopilot permissions", () => {
  it.each([
    ["nobody signed in", null, false],
    ["a signed-in user in no team", { id: 1 }, true],
  ])("%s may generate: %s", (_caller, user, allowed) => {
    expect(canGenerate(user)).toBe(allowed);
  });

  it.each([
    ["its creator", { id: 7 }, { created_by: 7 }, true],
    ["another user", { id: 8 }, { created_by: 7 }, false],
    ["nobody signed in", null, { created_by: 7 }, false],
    ["anyone, once its creator is deleted", { id: 7 }, { created_by: null }, false],
  ])("%s may see a generation: %s", (_caller, user, generation, allowed) => {
    expect(canSeeGeneration(user, generation)).toBe(allowed);
  });
});

// The catalogues are public reference lists: being signed in is all it takes, in a team or not.
describe("catalogue permissions", () => {
  it.each([
    ["nobody signed in", null, false],
    ["a signed-in user in no team", { id: 1 }, true],
  ])("%s may read catalogues: %s", (_caller, user, allowed) => {
    expect(canUseCatalogues(user)).toBe(allowed);
  });
});
