import type { TargetingPackage } from "@xa/core/targeting/targeting-package";
import type { Db } from "../db/database.ts";
import type { SealedSecrets } from "../db/sealed-secrets.ts";

/** Binds signatures to usage records: one made for anything else never verifies as one. */
export const USAGE_RECORD_CONTEXT = "audience_usages.record";

/** What a usage's signed record states: what was applied, where, by whom and when. */
export type UsageRecord = {
  usage_id: number;
  team_id: number;
  audience_config_id: number;
  audience_config_name: string;
  ad_account_id: string;
  state: string;
  targeting_package: TargetingPackage;
  countries: string[];
  created_by: number;
  created_at: string;
};

/**
 * Signs the usage's record as created and keeps both, so the record stays provable after the usage
 * is edited. Called in the transaction that inserted the usage.
 */
export async function signUsage(db: Db, secrets: SealedSecrets, record: UsageRecord): Promise<void> {
  const text = JSON.stringify(record);
  await db.query("UPDATE audience_usages SET signed_record = $2, signature = $3 WHERE id = $1", [
    record.usage_id,
    text,
    secrets.sign(text, USAGE_RECORD_CONTEXT),
  ]);
}

/** The usage a record names when its signature is the server's; null when it is not. */
export function verifyUsageRecord(secrets: SealedSecrets, record: string, signature: string): number | null {
  if (!secrets.verify(record, signature, USAGE_RECORD_CONTEXT)) return null;
  const id = (JSON.parse(record) as { usage_id?: unknown }).usage_id;
  return typeof id === "number" ? id : null;
}
