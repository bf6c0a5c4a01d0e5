import { describe, expect, it } from "vitest";
import { canAnalyse, canUseKeptQuery } from "./analysis-permissions.ts";

// Analyses read the public store: being signed in is all it takes, in a team or not.
describe("analysis permissions", () => {
  it.each([
    ["nobody signed in", null, false],
    ["a signed-in user in no team", { id: 1 }, true],
  ])("%s may analyse: %s", (_caller, user, allowed) => {
    expect(canAnalyse(user)).toBe(allowed);
  });

  // A kept query is team data: its team's members use it, nobody else learns it exists.
  const teamQuery = { team_id: 7, user_id: 1 };
  const ownQuery = { team_id: null, user_id: 1 };
  it.each([
    ["nobody signed in, team query", null, teamQuery, false, false],
    ["its author, still in its team", { id: 1 }, teamQuery, true, true],
    ["its author, after leaving its team", { id: 1 }, teamQuery, false, false],
    ["another member of its team", { id: 2 }, teamQuery, true, true],
    ["a user of another team", { id: 3 }, teamQuery, false, false],
    ["its author, query kept without a team", { id: 1 }, ownQuery, false, true],
    ["someone else, query kept without a team", { id: 2 }, ownQuery, false, false],
    ["someone else in a team, query kept without a team", { id: 2 }, ownQuery, true, false],
  ] as const)("%s may use a kept query: %s", (_caller, user, query, member, allowed) => {
    expect(canUseKeptQuery(user, query, member)).toBe(allowed);
  });
});
