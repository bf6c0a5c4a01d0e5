import type { Deps } from "../deps.ts";
import { HttpError, said } from "../http/http-error.ts";
import { applyChange, providerRef } from "./billing-operations.ts";
import { ProviderError } from "./billing-provider.ts";
import { isLiveAtProvider, priceOfRow } from "./live-purchases.ts";
import { listTeamSubscriptions } from "./subscription-rows.ts";

/**
 * Before a team is deleted: every subscription the provider could still charge it for is cancelled
 * there at once, and the cancellation applied here. When the provider refuses or cannot be reached,
 * or the subscription is held at a provider this server does not run, the deletion is refused, so a
 * deleted team is never left paying.
 */
export async function cancelTeamBilling(deps: Deps, team: { id: number }): Promise<void> {
  const now = deps.now();
  const live = (await listTeamSubscriptions(deps.db, team.id)).filter((row) => isLiveAtProvider(row, now));
  const elsewhere = live.find((row) => row.provider !== deps.billing.name);
  if (elsewhere) {
    const provider = elsewhere.provider === "stripe" ? "Stripe" : "local billing";
    throw new HttpError(409, { detail: said("billing.deleteElsewhere", { provider }) });
  }
  for (const row of live) {
    const ref = providerRef(row, await priceOfRow(deps, row));
    try {
      await applyChange(deps, await deps.billing.cancelNow(ref, now));
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      throw new HttpError(502, { detail: said("billing.deleteRefused", { problem: error.message }) });
    }
  }
}
