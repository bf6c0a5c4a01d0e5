import { describe, expect, it } from "vitest";
import { canDeleteMonitor, canManageMonitors, canSeeMonitors, type MonitorsCaller } from "./monitors-permissions.ts";

describe("who may see, save and delete a team's monitors", () => {
  const admin: MonitorsCaller = { user_id: 1, level: "admin" };
  const creator: MonitorsCaller = { user_id: 2, level: "member" };
  const other: MonitorsCaller = { user_id: 3, level: "member" };
  it.each<[string, MonitorsCaller | null, number | null, boolean, boolean, boolean]>([
    ["a team admin, someone else's monitor", admin, 2, true, true, true],
    ["its creator, a plain member", creator, 2, true, true, true],
    ["another member", other, 2, true, true, false],
    ["another member, its creator gone", other, null, true, true, false],
    ["a team admin, its creator gone", admin, null, true, true, true],
    ["nobody in the team", null, 2, false, false, false],
  ])("%s: sees %s, saves %s, deletes %s", (_who, caller, createdBy, sees, saves, deletes) => {
    expect(canSeeMonitors(caller)).toBe(sees);
    expect(canManageMonitors(caller)).toBe(saves);
    expect(canDeleteMonitor(caller, { created_by: createdBy })).toBe(deletes);
  });
});
