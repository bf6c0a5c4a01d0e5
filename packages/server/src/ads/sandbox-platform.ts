import type { AppliedCriterion, LineItem, SandboxApplication } from "@xa/core/ads/ads-contract";
import type { AppliedTargeting } from "@xa/core/ads/applied-targeting";
import { criteriaOf } from "@xa/core/ads/targeting-criteria";
import { INT4_MAX, isCanonicalId } from "@xa/core/contract/ids";
import type { Db } from "../db/database.ts";
import { type PageWindow, pagedQuery } from "../db/paged-query.ts";
import { type AccountRef, type AdsPlatform, AdsPlatformError } from "./ads-platform.ts";

export const SANDBOX_CAMPAIGN = "Sandbox campaign";
export const SANDBOX_LINE_ITEMS = ["Sandbox line item 1", "Sandbox line item 2"] as const;

type Options = { db: Db; now: () => Date; audienceReadyMs: number };

/** Gives the account its paused campaign with two line items, the first time it is used. */
async function ensureLineItems(db: Db, account: AccountRef): Promise<void> {
  await db.query(
    `INSERT INTO sandbox_line_items (ad_account_id, name, campaign_name, status)
     SELECT $1, name, $2, 'PAUSED' FROM unnest($3::text[]) AS name
     ON CONFLICT (ad_account_id, name) DO NOTHING`,
    [account.id, SANDBOX_CAMPAIGN, SANDBOX_LINE_ITEMS],
  );
}

// The team's rows for this platform account id: a custom audience uploaded through the account
// linked for audiences is targetable from the one linked for targeting, as on the real platform.
const SAME_ACCOUNT = "SELECT id FROM ad_accounts WHERE team_id = $1 AND account_id = $2";

/**
 * The ad platform kept in our own database, the default: it takes what a real one would (a
 * handle needs its account id) and records exactly what was applied, for the user to see.
 */
export function createSandboxPlatform({ db, now, audienceReadyMs }: Options): AdsPlatform {
  return {
    name: "sandbox",
    // The sandbox's accounts live in our database, one set per team: any id may be linked, no login is needed.
    connector: null,
    listAccounts: async () => null,
    assertManageable: async () => undefined,

    async checkAccess(account) {
      const rows = await db.query("SELECT 1 FROM ad_accounts WHERE id = $1 AND team_id = $2", [
        account.id,
        account.teamId,
      ]);
      return rows.length > 0;
    },

    async listLineItems(account) {
      await ensureLineItems(db, account);
      const rows = await db.query<{ id: number; name: string; campaign_name: string; status: string }>(
        "SELECT id, name, campaign_name, status FROM sandbox_line_items WHERE ad_account_id = $1 ORDER BY name, id",
        [account.id],
      );
      return rows.map((r): LineItem => ({ ...r, id: String(r.id) }));
    },

    async applyTargeting(account, lineItemId, targeting, appliedBy) {
      await ensureLineItems(db, account);
      const known =
        isCanonicalId(lineItemId, String(INT4_MAX)) &&
        (
          await db.query("SELECT 1 FROM sandbox_line_items WHERE id = $1 AND ad_account_id = $2", [
            Number(lineItemId),
            account.id,
          ])
        ).length > 0;
      if (!known) throw new AdsPlatformError(`line item ${lineItemId} is not in ad account ${account.accountId}`, 404);
      const { criteria, skipped } = criteriaOf(targeting);
      await db.query(
        `INSERT INTO sandbox_applications (ad_account_id, line_item_id, targeting, criteria, applied_by, applied_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [account.id, Number(lineItemId), JSON.stringify(targeting), JSON.stringify(criteria), appliedBy, now()],
      );
      return { criteria, skipped };
    },

    async checkCustomAudiences(account, names) {
      const rows = await db.query<{ name: string }>(
        `SELECT DISTINCT name FROM sandbox_custom_audiences
         WHERE ad_account_id IN (${SAME_ACCOUNT}) AND name = ANY($3::text[]) AND ready_at <= $4`,
        [account.teamId, account.accountId, names, now()],
      );
      const ready = new Set(rows.map((r) => r.name));
      // A name the account does not hold is not targetable either.
      return { custom_audiences: [...new Set(names)].map((name) => ({ name, targetable: ready.has(name) })) };
    },

    async uploadAudience(account, name, members) {
      const list = members.kind === "handles" ? members.handles : members.sha256;
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO sandbox_custom_audiences (ad_account_id, name, kind, members, ready_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [account.id, name, members.kind, list, new Date(now().getTime() + audienceReadyMs), now()],
      );
      if (!row) throw new Error("sandbox audience insert returned no row");
      return { platformAudienceId: String(row.id), targetable: audienceReadyMs === 0 };
    },

    async deleteAudience(account, platformAudienceId) {
      if (!isCanonicalId(platformAudienceId, String(INT4_MAX))) return;
      await db.query(`DELETE FROM sandbox_custom_audiences WHERE id = $3 AND ad_account_id IN (${SAME_ACCOUNT})`, [
        account.teamId,
        account.accountId,
        Number(platformAudienceId),
      ]);
    },

    // Campaigns, ad sets and ads are our own rows: the sandbox keeps nothing apart, and simulates delivery.
    createCampaign: async () => null,
    updateCampaign: async () => undefined,
    deleteCampaign: async () => undefined,
    createLineItem: async () => null,
    updateLineItem: async () => undefined,
    deleteLineItem: async () => undefined,
    createPromotedPost: async () => null,
    setPromotedPostStatus: async () => undefined,
    deletePromotedPost: async () => undefined,
    readDelivery: async () => null,

    // The sandbox's pixel is a flag of our row, set by the team's admins (setSandboxPixel).
    async listConversionTags(account) {
      const rows = await db.query<{ ad_account_id: number }>(
        `SELECT ad_account_id FROM sandbox_pixels WHERE ad_account_id IN (${SAME_ACCOUNT}) ORDER BY ad_account_id LIMIT 1`,
        [account.teamId, account.accountId],
      );
      return rows.map(() => ({ id: `sandbox-${account.accountId}`, name: "Sandbox pixel" }));
    },
  };
}

/** Installs or removes the sandbox pixel of a team's account (our row id; its twin of the other purpose alike). */
export async function setSandboxPixel(db: Db, account: AccountRef, installed: boolean, now: Date): Promise<void> {
  if (installed) {
    await db.query(
      "INSERT INTO sandbox_pixels (ad_account_id, created_at) VALUES ($1, $2) ON CONFLICT (ad_account_id) DO NOTHING",
      [account.id, now],
    );
  } else {
    await db.query(`DELETE FROM sandbox_pixels WHERE ad_account_id IN (${SAME_ACCOUNT})`, [
      account.teamId,
      account.accountId,
    ]);
  }
}

type ApplicationRow = {
  id: number;
  line_item_id: number;
  targeting: AppliedTargeting;
  criteria: AppliedCriterion[];
  applied_by: string;
  applied_at: Date;
};

/** What was applied to a sandbox account (our row id), newest first. */
export async function listSandboxApplications(
  db: Db,
  adAccountRowId: number,
  window: PageWindow,
): Promise<{ count: number; results: SandboxApplication[] }> {
  const { count, rows } = await pagedQuery<ApplicationRow>(
    db,
    `SELECT id, line_item_id, targeting, criteria, applied_by, applied_at FROM sandbox_applications
     WHERE ad_account_id = $1 ORDER BY applied_at DESC, id DESC`,
    [adAccountRowId],
    window,
  );
  const results = rows.map((r) => ({
    ...r,
    line_item_id: String(r.line_item_id),
    applied_at: new Date(r.applied_at).toISOString(),
  }));
  return { count, results };
}
