// What other domains and the app use of teams. Outside this folder, import teams only from here.

export { knownFeatures, SUBSCRIPTION_ACTIVE_SQL } from "./subscription-queries.ts";
export { findMemberTeam, listTeams } from "./team-queries.ts";
export { type BeforeTeamDelete, registerTeamRoutes } from "./team-routes.ts";
export { findWorkingTeam } from "./working-team.ts";
