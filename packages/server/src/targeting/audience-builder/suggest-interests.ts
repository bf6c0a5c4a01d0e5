import type { Language } from "@xa/core";
import { INTERESTS } from "@xa/core/social/interests";
import { SUGGEST_MIN_ACCOUNTS, SUGGEST_MIN_LIFT, type SuggestedInterests } from "@xa/core/targeting/audience-builder";
import type { ResolvedAudience } from "./resolve-criteria.ts";
import type { StoreInterests } from "./store-interests.ts";

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/**
 * The inferred interests the audience's profiled accounts have more often than the store's do:
 * each interest's share of the audience against its share of the store (lift), highest lift first.
 */
export function suggestInterests(
  audience: ResolvedAudience,
  counted: { profiled: number; interests: { id: string; accounts: number }[] },
  store: StoreInterests,
  language: Language,
): SuggestedInterests {
  const chosen = new Set(
    audience.criteria.flatMap((c) => (c.kind === "interested_in" && !c.exclude ? c.interests : [])),
  );
  const interests = counted.interests
    .flatMap((r) => {
      const known = INTERESTS.find((i) => i.id === r.id);
      const inStore = store.byInterest.get(r.id) ?? 0;
      if (!known || counted.profiled === 0 || inStore === 0 || r.accounts < SUGGEST_MIN_ACCOUNTS) return [];
      const audienceShare = r.accounts / counted.profiled;
      const storeShare = inStore / store.accounts;
      const lift = audienceShare / storeShare;
      if (lift < SUGGEST_MIN_LIFT) return [];
      return [
        {
          id: known.id,
          label: known[language],
          accounts: r.accounts,
          audience_share: round4(audienceShare),
          store_share: round4(storeShare),
          lift: Math.round(lift * 100) / 100,
          in_criteria: chosen.has(known.id),
        },
      ];
    })
    .sort((a, b) => b.lift - a.lift || b.accounts - a.accounts || a.id.localeCompare(b.id));
  return { audience_profiled: counted.profiled, store_accounts: store.accounts, interests };
}
