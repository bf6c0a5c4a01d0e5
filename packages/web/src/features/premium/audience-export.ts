import {
  AUDIENCE_EXPORT_CAP,
  type AudienceMember,
  type AudienceSort,
  audienceContract,
} from "@xa/core/premium/audience-contract";
import { call } from "../../api/call.ts";
import { MAX_PAGE } from "../../api/every-page.ts";
import type { AudienceSide } from "./audience-api.ts";

/**
 * Every row of the list as the table sorts and searches it, a page at a time, up to the cap: what
 * the XLSX export writes. `capped` says the list had more.
 */
export async function readWholeAudience(
  side: AudienceSide,
  filters: { account: string; q: string; sort: AudienceSort },
  onProgress: (read: number, total: number) => void,
): Promise<{ rows: AudienceMember[]; total: number; capped: boolean }> {
  const rows: AudienceMember[] = [];
  let total = 0;
  for (;;) {
    const page = await call(audienceContract[side], {
      query: {
        account: filters.account,
        sort: filters.sort,
        limit: MAX_PAGE,
        offset: rows.length,
        ...(filters.q ? { q: filters.q } : {}),
      },
    });
    total = page.count;
    rows.push(...page.results);
    onProgress(rows.length, Math.min(total, AUDIENCE_EXPORT_CAP));
    if (page.results.length === 0 || rows.length >= Math.min(total, AUDIENCE_EXPORT_CAP))
      return { rows: rows.slice(0, AUDIENCE_EXPORT_CAP), total, capped: total > AUDIENCE_EXPORT_CAP };
  }
}
