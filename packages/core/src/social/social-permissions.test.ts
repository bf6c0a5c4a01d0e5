import { describe, expect, it } from "vitest";
import {
  canCancelJob,
  canImport,
  canSeeJobs,
  canSeeStore,
  type SocialCaller,
  type SocialRule,
} from "./social-permissions.ts";

const STAFF = ["boss@example.com"];

const callers: Record<string, SocialCaller> = {
  "nobody signed in": null,
  "a signed-in user": { user: { email: "someone@example.com" } },
  staff: { user: { email: "boss@example.com" } },
  "staff signed in with other case": { user: { email: "Boss@Example.COM" } },
  "the CLI's ingest token": { ingestToken: true },
};

const rules: Record<string, SocialRule> = {
  import: canImport,
  "see jobs": canSeeJobs,
  "cancel a job": canCancelJob,
  "see the store": canSeeStore,
};

// Who may do what in the social store: [caller, action, allowed].
const table: [string, string, boolean][] = [
  ["nobody signed in", "import", false],
  ["nobody signed in", "see jobs", false],
  ["nobody signed in", "cancel a job", false],
  ["nobody signed in", "see the store", false],
  ["a signed-in user", "import", false],
  ["a signed-in user", "see jobs", false],
  ["a signed-in user", "cancel a job", false],
  ["a signed-in user", "see the store", true],
  ["staff", "import", true],
  ["staff", "see jobs", true],
  ["staff", "cancel a job", true],
  ["staff", "see the store", true],
  ["staff signed in with other case", "import", true],
  ["staff signed in with other case", "cancel a job", true],
  ["the CLI's ingest token", "import", true],
  ["the CLI's ingest token", "see jobs", true],
  ["the CLI's ingest token", "cancel a job", true],
  ["the CLI's ingest token", "see the store", false],
];

describe("social store permissions", () => {
  it.each(table)("%s: %s → %s", (caller, action, allowed) => {
    const rule = rules[action];
    if (!rule) throw new Error(`no rule for ${action}`);
    expect(rule(callers[caller] ?? null, STAFF)).toBe(allowed);
  });

  it("covers every caller and action", () => {
    const covered = new Set(table.map(([caller, action]) => `${caller}/${action}`));
    for (const caller of ["nobody signed in", "a signed-in user", "staff", "the CLI's ingest token"])
      for (const action of Object.keys(rules)) expect(covered, `${caller}/${action}`).toContain(`${caller}/${action}`);
  });
});
