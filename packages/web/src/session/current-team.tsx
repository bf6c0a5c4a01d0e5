import type { Team } from "@xa/core";
import { createContext, type ReactNode, useContext } from "react";

const CurrentTeamContext = createContext<Team | null>(null);

export function CurrentTeamProvider({ team, children }: { team: Team; children: ReactNode }) {
  return <CurrentTeamContext.Provider value={team}>{children}</CurrentTeamContext.Provider>;
}

/** The team of the current /:teamId/ route. */
export function useCurrentTeam(): Team {
  const team = useContext(CurrentTeamContext);
  if (!team) throw new Error("useCurrentTeam needs a /:teamId/ route");
  return team;
}
