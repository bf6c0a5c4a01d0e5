import type { User } from "@xa/core";
import type { ImportJob, StoreStatus } from "@xa/core/social/social-contract";

/** Shapes the server returns, for the social store tests. */
export const staffUser: User = {
  id: 1,
  email: "staff@example.com",
  first_name: "Sam",
  last_name: "",
  language: "en",
  groups: [],
  memberships: [{ id: 1, team: { id: 3, name: "Acme", slug: "acme" }, level: "admin" }],
  social_accounts: [],
  is_staff: true,
  access: { creators: true, campaign_planner: true },
};

export const runningJob: ImportJob = {
  id: "7",
  status: "running",
  filename: "two_tweets.jsonl",
  phase: "importing",
  format: "x-v2",
  total_bytes: 4096,
  done_bytes: 1024,
  read: 20,
  written: { posts: { inserted: 12, updated: 1, unchanged: 0 }, accounts: { inserted: 4, updated: 2, unchanged: 3 } },
  skipped: { "malformed JSON": 1, "API error: Not Found Error": 2 },
  bad_lines: [{ line: 3, message: "malformed JSON: Unexpected token } in JSON" }],
  csv_columns: null,
  enriched_accounts: 0,
  indexes: null,
  cancel_requested: false,
  error: null,
  created_at: "2025-03-01T10:00:00.000Z",
  finished_at: null,
};

export const doneJob: ImportJob = {
  ...runningJob,
  status: "done",
  phase: "done",
  done_bytes: 4096,
  read: 40,
  written: { posts: { inserted: 30, updated: 2, unchanged: 0 }, accounts: { inserted: 8, updated: 2, unchanged: 3 } },
  enriched_accounts: 8,
  finished_at: "2025-03-01T10:00:04.000Z",
};

export function storeStatus(
  overrides: Partial<StoreStatus> = {},
  demo: Partial<StoreStatus["demo"]> = {},
): StoreStatus {
  return {
    accounts: 0,
    posts: 0,
    engagements: 0,
    follows: 0,
    snapshots: 0,
    demo: { accounts: 0, posts: 0, seed: null, generated_at: null, ...demo },
    methods: {},
    x_connector: false,
    ...overrides,
  };
}
