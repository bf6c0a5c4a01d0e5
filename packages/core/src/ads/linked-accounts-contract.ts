import { z } from "zod";
import { socialAccount } from "../auth/social-login-contract.ts";
import { operation } from "../contract/operation.ts";
import { page, pageQuery } from "../contract/paging.ts";
import { adAccount } from "./ads-contract.ts";

/** The team in the path: its id or slug, as the team routes take it. */
export const teamAccountsParams = z.object({
  team_id: z.string().max(100, { error: "Team must be at most 100 characters" }),
});

/** An ad account the caller may use, with its team's name and slug. */
export const usableAdAccount = adAccount.extend({ team_slug: z.string(), team_name: z.string() });
export type UsableAdAccount = z.infer<typeof usableAdAccount>;

/** What the caller has linked: their X accounts, and the ad accounts they may use in any of their teams. */
export const userAccounts = z.object({
  social_accounts: z.array(socialAccount),
  ad_accounts: z.array(usableAdAccount),
});
export type UserAccounts = z.infer<typeof userAccounts>;

const tags = ["ad accounts"];

/** The accounts a team has linked, and the caller's own (ad-account grants are `adsContract`'s). */
export const linkedAccountsContract = {
  listTeamAccounts: operation({
    method: "GET",
    path: "/api/teams/:team_id/accounts/",
    summary: "The team's linked ad accounts, sorted by name, a page at a time (members of the team)",
    tags,
    params: teamAccountsParams,
    query: z.object(pageQuery),
    status: 200,
    response: page(adAccount),
    errors: [400, 403, 404],
  }),
  listUserAccounts: operation({
    method: "GET",
    path: "/api/user/accounts/",
    summary:
      "The caller's linked X accounts, and the ad accounts they may use: every one of the teams they administer, those granted to them in others",
    tags,
    status: 200,
    response: userAccounts,
    errors: [403],
  }),
};
