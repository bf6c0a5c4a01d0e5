import { describe, expect, it } from "vitest";
import { canFindCreators } from "./creators-permissions.ts";

const provider = { providerDomains: ["provider.test"], specialAdAccounts: ["18ce54d4x5t"] };

// The Creators group and the provider's staff; a special ad account opens the planner, not this.
describe("creators permissions", () => {
  it.each([
    ["nobody signed in", null, false],
    ["a signed-in user in no group", { email: "ann@acme.test", groups: [] }, false],
    ["a user in Audience_creator", { email: "ann@acme.test", groups: ["Audience_creator"] }, false],
    ["a user in Creators", { email: "ann@acme.test", groups: ["Creators"] }, true],
    ["the provider's staff", { email: "kim@provider.test", groups: [] }, true],
  ])("%s may find creators: %s", (_caller, user, allowed) => {
    expect(canFindCreators(user, provider)).toBe(allowed);
  });
});
