import type { User } from "@xa/core";
import { readRecentTeam } from "../../../session/recent-team.ts";

/** The team the extension acts for: the recent team when the user is still in it, else their first team. */
export function teamForExtension(user: Pick<User, "memberships">): string | null {
  const recent = readRecentTeam();
  const mine = user.memberships.map((m) => m.team.slug);
  if (recent && mine.includes(recent)) return recent;
  return mine[0] ?? null;
}
