import { describe, expect, it } from "vitest";
import {
  canAcceptInvite,
  canAdminTeam,
  canChangeMember,
  canSeeInvites,
  keepsAnAdmin,
  type MemberChange,
  type MemberRole,
} from "./teams-permissions.ts";

const admin: MemberRole = { user_id: 1, level: "admin" };
const otherAdmin: MemberRole = { user_id: 2, level: "admin" };
const member: MemberRole = { user_id: 3, level: "member" };
const otherMember: MemberRole = { user_id: 4, level: "member" };

describe("who may do what in a team", () => {
  it.each([
    ["an admin", admin, true],
    ["a member", member, false],
  ])("%s may change or delete the team, invite and withdraw invites: %s", (_who, role, allowed) => {
    expect(canAdminTeam(role)).toBe(allowed);
  });

  it.each([
    ["an admin", admin, true],
    ["a member", member, false],
  ])("%s may see the pending invites (their codes let anyone join): %s", (_who, role, allowed) => {
    expect(canSeeInvites(role)).toBe(allowed);
  });

  const promote: MemberChange = { level: "admin" };
  const demote: MemberChange = { level: "member" };
  it.each<[string, MemberRole, MemberRole, MemberChange, boolean]>([
    ["an admin promotes a member", admin, member, promote, true],
    ["an admin demotes another admin", admin, otherAdmin, demote, true],
    ["an admin demotes themself", admin, admin, demote, true],
    ["an admin removes a member", admin, member, "remove", true],
    ["an admin removes another admin", admin, otherAdmin, "remove", true],
    ["an admin leaves", admin, admin, "remove", true],
    ["a member leaves", member, member, "remove", true],
    ["a member removes another member", member, otherMember, "remove", false],
    ["a member removes an admin", member, admin, "remove", false],
    ["a member promotes themself", member, member, promote, false],
    ["a member promotes another member", member, otherMember, promote, false],
    ["a member demotes an admin", member, admin, demote, false],
  ])("%s: %s", (_case, actor, target, change, allowed) => {
    expect(canChangeMember(actor, target, change)).toBe(allowed);
  });

  it.each<[string, MemberRole, MemberChange, number, boolean]>([
    ["demoting the last admin", admin, demote, 0, false],
    ["removing the last admin", admin, "remove", 0, false],
    ["demoting an admin beside another", admin, demote, 1, true],
    ["removing an admin beside another", admin, "remove", 1, true],
    ["keeping the last admin an admin", admin, promote, 0, true],
    ["removing a member of a team with one admin", member, "remove", 1, true],
    ["promoting a member", member, promote, 1, true],
  ])("a team keeps an admin when %s: %s", (_case, target, change, otherAdmins, allowed) => {
    expect(keepsAnAdmin(target, change, otherAdmins)).toBe(allowed);
  });

  it.each([
    ["the invited address", "ann@example.com", true],
    ["the invited address written otherwise", " Ann@Example.COM ", true],
    ["another address", "eve@example.com", false],
  ])("%s may accept an invite to ann@example.com: %s", (_case, email, allowed) => {
    expect(canAcceptInvite({ email: "ann@example.com" }, { email })).toBe(allowed);
  });
});
