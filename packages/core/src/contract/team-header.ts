import { z } from "zod";

/**
 * The header naming the team (slug or id) an analysis or a generation works for. The web sends it from
 * a team's pages; the server then counts the work against the team's limit as well as the user's, and
 * answers 404 when the caller is not in that team.
 */
export const TEAM_HEADER = "X-Team";

/** The operations that take the team header document and validate it with this (other headers pass). */
export const teamHeaders = z.looseObject({
  [TEAM_HEADER.toLowerCase()]: z
    .string()
    .max(100)
    .optional()
    .describe(
      "The team (slug or id) the work is for: counted against the team's limit as well as the caller's; 404 when the caller is not a member",
    ),
});
