import { canUseAdAccount } from "@xa/core/ads/ads-permissions";
import type { Db } from "../db/database.ts";
import { badRequest, forbidden, HttpError, said } from "../http/http-error.ts";
import { accessOf, findTeamAdAccount } from "./ad-account-queries.ts";

/**
 * Lets a usage be recorded, edited or restored on `accountId` (the platform's id) only as applying
 * would: the team must have linked it (else a 400, as a bad reference), and the caller must be an
 * admin or granted it (else a 403).
 */
export async function assertCanRecordUsage(db: Db, userId: number, teamId: number, accountId: string): Promise<void> {
  const row = await findTeamAdAccount(db, userId, teamId, accountId).catch((e: unknown) => {
    throw e instanceof HttpError && e.statusCode === 404 ? badRequest(said("adAccountNotFound")) : e;
  });
  if (!canUseAdAccount(accessOf(row))) throw forbidden(said("adAccountNotGranted"));
}
