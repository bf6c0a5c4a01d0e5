import type { MembershipLevel } from "../teams/teams-contract.ts";
import { canAdminTeam } from "../teams/teams-permissions.ts";

/** A member of the monitor's team, as the rules see them. */
export type MonitorsCaller = { user_id: number; level: MembershipLevel };

/** Seeing a team's monitors, their runs and alerts: any member (monitors are private to their team). */
export function canSeeMonitors(member: MonitorsCaller | null): boolean {
  return member !== null;
}

/** Saving a monitor, pausing or resuming it, changing its thresholds: any member. */
export function canManageMonitors(member: MonitorsCaller | null): boolean {
  return member !== null;
}

/** Deleting a monitor, with its runs and alerts: whoever created it, or a team admin. */
export function canDeleteMonitor(member: MonitorsCaller | null, monitor: { created_by: number | null }): boolean {
  return member !== null && (canAdminTeam(member) || monitor.created_by === member.user_id);
}
