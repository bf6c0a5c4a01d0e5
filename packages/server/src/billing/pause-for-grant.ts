import type { Deps } from "../deps.ts";
import { applyChange, atProvider, providerRef } from "./billing-operations.ts";
import { isLiveAtProvider, priceOfRow } from "./live-purchases.ts";
import { listTeamSubscriptions } from "./subscription-rows.ts";

/**
 * Before staff grant a team a plan until `until`: each plan the team bought that is running is told
 * to collect nothing until then (Stripe's pause_collection, voiding its invoices; local billing the
 * same in its own state), so the team does not pay while the grant is its plan. A pause already
 * reaching further is kept. A provider's refusal is a 502 and nothing is granted.
 */
export async function pauseForGrant(deps: Deps, teamId: number, until: Date): Promise<void> {
  const now = deps.now();
  const running = (await listTeamSubscriptions(deps.db, teamId)).filter(
    (row) => isLiveAtProvider(row, now) && row.status === "active" && row.provider === deps.billing.name,
  );
  for (const row of running) {
    const kept = row.collection_paused_until === null ? null : new Date(row.collection_paused_until);
    const resumesAt = kept && kept > until ? kept : until;
    const ref = providerRef(row, await priceOfRow(deps, row));
    await applyChange(deps, await atProvider(() => deps.billing.pauseCollection(ref, resumesAt, now)));
  }
}
