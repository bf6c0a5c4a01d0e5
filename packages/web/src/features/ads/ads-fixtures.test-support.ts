import type { AdAccount } from "@xa/core/ads/ads-contract";

/** Team 3's sandbox ad account "Brand sandbox" (sbx-1), access not yet checked; overrides allowed. */
export function testAdAccount(overrides: Partial<AdAccount> = {}): AdAccount {
  return {
    id: 7,
    team_id: 3,
    account_id: "sbx-1",
    name: "Brand sandbox",
    network: "x",
    purpose: "targeting",
    access: null,
    checked_at: null,
    platform: "sandbox",
    created_at: "2026-01-02T03:04:05Z",
    ...overrides,
  };
}
