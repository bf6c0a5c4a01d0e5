import type { Team } from "@xa/core";
import { createContext, type ReactNode, useContext, useLayoutEffect } from "react";
import { setWorkingTeam } from "../api/working-team.ts";

const CurrentTeamContext = createContext<Team | null>(null);

/**
 * Makes `slug` the team the API requests of the pages below name (see api/working-team). A layout
 * effect, so it is set before the pages' queries start (they start in ordinary effects).
 */
export function useWorkingTeam(slug: string): void {
  useLayoutEffect(() => {
    setWorkingTeam(slug);
    return () => setWorkingTeam(null);
  }, [slug]);
}

/** The pages below work for team `slug` (the pro variant's chosen team, which its URL does not hold). */
export function WorkingTeam({ slug, children }: { slug: string; children: ReactNode }) {
  useWorkingTeam(slug);
  return children;
}

export function CurrentTeamProvider({ team, children }: { team: Team; children: ReactNode }) {
  useWorkingTeam(team.slug);
  return <CurrentTeamContext.Provider value={team}>{children}</CurrentTeamContext.Provider>;
}

/** The team of the current /:teamId/ route. */
export function useCurrentTeam(): Team {
  const team = useContext(CurrentTeamContext);
  if (!team) throw new Error("useCurrentTeam needs a /:teamId/ route");
  return team;
}
