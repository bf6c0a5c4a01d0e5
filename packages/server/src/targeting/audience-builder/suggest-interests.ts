import type { Language } from "@xa/core";
import { INTERESTS } from "@xa/core/social/interests";
import type { SuggestedInterests } from "@xa/core/targeting/audience-builder";
import type { Db } from "../../db/database.ts";
import { audienceSql } from "./audience-sql.ts";
import type { ResolvedAudience } from "./resolve-criteria.ts";

/** An interest is suggested when the audience has it at least this much more often than the store. */
export const SUGGEST_MIN_LIFT = 1.2;
/** …and at least this many of the audience's accounts have it, so one account is no evidence. */
export const SUGGEST_MIN_ACCOUNTS = 3;

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/**
 * The inferred interests the audience's profiled accounts have more often than the store's do:
 * each interest's share of the audience against its share of the store (lift), highest lift first.
 */
export async function suggestInterests(
  db: Db,
  audience: ResolvedAudience,
  language: Language,
): Promise<SuggestedInterests> {
  const { ctes, p } = audienceSql(audience);
  const rows = await db.query<{ id: string | null; audience: number; store: number }>(
    `WITH ${ctes},
     ab_interests AS (
       SELECT i AS id, count(*)::int AS n FROM ab_audience x JOIN accounts a ON a.id = x.id, unnest(a.interests) AS i
       GROUP BY i),
     store_interests AS (SELECT i AS id, count(*)::int AS n FROM accounts, unnest(interests) AS i GROUP BY i)
     SELECT NULL AS id, (SELECT count(*)::int FROM ab_audience x JOIN accounts a ON a.id = x.id) AS audience,
       (SELECT count(*)::int FROM accounts) AS store
     UNION ALL
     SELECT b.id, b.n, s.n FROM ab_interests b JOIN store_interests s ON s.id = b.id`,
    p.values,
  );
  const totals = rows.find((r) => r.id === null) ?? { audience: 0, store: 0 };
  const chosen = new Set(
    audience.criteria.flatMap((c) => (c.kind === "interested_in" && !c.exclude ? c.interests : [])),
  );
  const interests = rows
    .flatMap((r) => {
      const known = INTERESTS.find((i) => i.id === r.id);
      if (!known || totals.audience === 0 || totals.store === 0 || r.audience < SUGGEST_MIN_ACCOUNTS) return [];
      const audienceShare = r.audience / totals.audience;
      const storeShare = r.store / totals.store;
      const lift = audienceShare / storeShare;
      if (lift < SUGGEST_MIN_LIFT) return [];
      return [
        {
          id: known.id,
          label: known[language],
          accounts: r.audience,
          audience_share: round4(audienceShare),
          store_share: round4(storeShare),
          lift: Math.round(lift * 100) / 100,
          in_criteria: chosen.has(known.id),
        },
      ];
    })
    .sort((a, b) => b.lift - a.lift || b.accounts - a.accounts || a.id.localeCompare(b.id));
  return { audience_profiled: totals.audience, store_accounts: totals.store, interests };
}
