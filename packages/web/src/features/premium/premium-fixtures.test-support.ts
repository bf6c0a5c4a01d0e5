import type { PremiumAccount } from "@xa/core/premium/premium-contract";

/** @alice, a connected account the store holds, as the accounts call answers it. */
export const alice: PremiumAccount = {
  id: "1001",
  provider: "x-sandbox",
  username: "alice",
  name: "Alice A",
  avatar_url: null,
  in_store: true,
  followers_count: 200,
  following_count: 3,
  connected_at: "2026-11-01T00:00:00.000Z",
};
