import { describe, expect, it } from "vitest";
import { type AudienceAccess, canDeleteAudience, canEditAudience, canReadAudience } from "./audience-permissions.ts";

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
