import { describe, expect, it } from "vitest";
import { canUseFeature } from "../billing/billing-permissions.ts";
import { canOpenCampaignPlanner } from "../campaigns/audience-plan-permissions.ts";
import { canFindCreators } from "../creators/creators-permissions.ts";
import type { Subscription } from "../teams/teams-contract.ts";
import { acceptsCredential, CALL_KINDS, CREDENTIALS } from "./auth-permissions.ts";
import type { GroupedUser } from "./user-groups.ts";

/*
 * Every access rule of groups, the provider's own and token kinds, in one table: a rule that
 * changes changes a cell here, and this test fails until the table says so too.
 */
const provider = { providerDomains: ["provider.test"], specialAdAccounts: ["18ce54d4x5t", "5nxvvj", "gq1bqs"] };
const noPlan: { subscriptions: Subscription[] } = { subscriptions: [] };
const paying: { subscriptions: Subscription[] } = {
  subscriptions: [
    { start: "2026-01-01", active: true, granted: false, plan: { name: "Pro", features: ["pro_toolkit"] } },
  ],
};

type Kind = { user: GroupedUser | null; team: { subscriptions: Subscription[] }; adAccounts: string[] };
const user = (email: string, groups: string[] = [], adAccounts: string[] = [], team = noPlan): Kind => ({
  user: { email, groups },
  team,
  adAccounts,
});

const KINDS: Record<string, Kind> = {
  "nobody signed in": { user: null, team: noPlan, adAccounts: [] },
  "a user in no group": user("ann@acme.test"),
  "a user whose team pays for the toolkit": user("ann@acme.test", [], [], paying),
  "a user in Audience_creator": user("ann@acme.test", ["Audience_creator"]),
  "a user in Creators": user("ann@acme.test", ["Creators"]),
  "a user in CampaignPlanner": user("ann@acme.test", ["CampaignPlanner"]),
  "a user in Creators and CampaignPlanner": user("ann@acme.test", ["Creators", "CampaignPlanner"]),
  "a user in a group of another case (creators)": user("ann@acme.test", ["creators"]),
  "the provider's staff": user("kim@provider.test"),
  "the provider's staff, address in capitals": user("KIM@Provider.TEST"),
  "the provider's staff at a subdomain": user("kim@jp.provider.test"),
  "a look-alike domain (notprovider.test)": user("eve@notprovider.test"),
  "a member of a team with a special ad account": user("ann@acme.test", [], ["18ce54d4x5t"]),
  "a member of a team with another ad account": user("ann@acme.test", [], ["abc123"]),
};

const CAPABILITIES = {
  "pro toolkit (paid feature)": (k: Kind) => k.user !== null && canUseFeature(k.user, k.team, "pro_toolkit"),
  creators: (k: Kind) => canFindCreators(k.user, provider),
  "campaign planner": (k: Kind) => canOpenCampaignPlanner(k.user, provider, k.adAccounts),
};

const Y = true;
const N = false;

describe("the access matrix", () => {
  it("gives each kind of user exactly these capabilities", () => {
    // [pro toolkit (paid feature), creators, campaign planner]
    const expected: Record<keyof typeof KINDS, [boolean, boolean, boolean]> = {
      "nobody signed in": [N, N, N],
      "a user in no group": [N, N, N],
      "a user whose team pays for the toolkit": [Y, N, N],
      "a user in Audience_creator": [Y, N, N],
      "a user in Creators": [N, Y, N],
      "a user in CampaignPlanner": [N, N, Y],
      "a user in Creators and CampaignPlanner": [N, Y, Y],
      "a user in a group of another case (creators)": [N, N, N],
      "the provider's staff": [N, Y, Y],
      "the provider's staff, address in capitals": [N, Y, Y],
      "the provider's staff at a subdomain": [N, Y, Y],
      "a look-alike domain (notprovider.test)": [N, N, N],
      "a member of a team with a special ad account": [N, N, Y],
      "a member of a team with another ad account": [N, N, N],
    };
    const actual = Object.fromEntries(
      Object.entries(KINDS).map(([name, kind]) => [name, Object.values(CAPABILITIES).map((can) => can(kind))]),
    );
    expect(actual).toEqual(expected);
  });

  it("opens the staff tools to everyone signed in where the provider limits none", () => {
    const unlimited = { providerDomains: [], specialAdAccounts: [] };
    // [creators, campaign planner] on an instance that names no provider domain or special account
    const expected: Record<keyof typeof KINDS, [boolean, boolean]> = Object.fromEntries(
      Object.entries(KINDS).map(([name, k]) => [name, k.user === null ? [N, N] : [Y, Y]]),
    );
    const actual = Object.fromEntries(
      Object.entries(KINDS).map(([name, k]) => [
        name,
        [canFindCreators(k.user, unlimited), canOpenCampaignPlanner(k.user, unlimited, k.adAccounts)],
      ]),
    );
    expect(actual).toEqual(expected);
    expect(canFindCreators(null, unlimited)).toBe(false);
  });

  it("takes each token kind on exactly these calls", () => {
    // columns: no credential, then CREDENTIALS in order (session, extension, pro-targeting, public)
    const expected: Record<(typeof CALL_KINDS)[number], [boolean, boolean, boolean, boolean, boolean]> = {
      public: [Y, Y, N, N, Y],
      private: [N, Y, N, N, N],
      extension: [N, Y, Y, N, N],
      "pro-toolkit": [N, N, N, Y, N],
      "standalone-me": [N, Y, Y, Y, N],
    };
    const actual = Object.fromEntries(
      CALL_KINDS.map((call) => [call, [null, ...CREDENTIALS].map((credential) => acceptsCredential(call, credential))]),
    );
    expect(actual).toEqual(expected);
  });
});
