import { z } from "zod";
import { operation } from "../contract/operation.ts";

/** What marks a user as an end-to-end test's: an address at example.com, a domain no real person has. */
export const E2E_EMAIL_DOMAIN = "example.com";

export const e2eResetResult = z.object({ deleted_users: z.number().int(), deleted_teams: z.number().int() });
export type E2eResetResult = z.infer<typeof e2eResetResult>;

/** The e2e runs' clean start: wipes their users and what they alone own. Off (404) unless E2E_RESET=on. */
export const e2eResetContract = {
  resetE2e: operation({
    method: "POST",
    path: "/api/reset-e2e/",
    summary: `Delete every user at @${E2E_EMAIL_DOMAIN}, the teams no one else is in, and their data (E2E_RESET=on only; never in production)`,
    tags: ["platform"],
    status: 200,
    response: e2eResetResult,
    errors: [404],
  }),
};
