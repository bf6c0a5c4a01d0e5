import type { Language } from "@xa/core";
import { canManageAdAccounts, canSeeAdAccounts } from "@xa/core/ads/ads-permissions";
import { pixelContract } from "@xa/core/ads/pixel-contract";
import { pixelText } from "@xa/core/ads/pixel-texts";
import type { FastifyInstance } from "fastify";
import { requireAuth } from "../auth/index.ts";
import type { Deps } from "../deps.ts";
import { forbidden, HttpError, said } from "../http/http-error.ts";
import { route } from "../http/route.ts";
import { type AdAccountRow, findAdAccount, refOf } from "./ad-account-queries.ts";
import { callPlatform } from "./call-platform.ts";
import { setSandboxPixel } from "./sandbox-platform.ts";

/** Whether an ad account has the platform's conversion tag; the sandbox's is set by the team's admins. */
export function registerPixelRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const c = pixelContract;
  const statusOf = async (row: AdAccountRow) => {
    const tags = await callPlatform(() => deps.ads.listConversionTags(refOf(row)));
    return {
      ad_account: row.id,
      account_id: row.account_id,
      platform: deps.ads.name,
      has_pixel: tags.length > 0,
      tags,
    };
  };

  route(app, c.hasPixel, async ({ query }, request) => {
    const auth = await requireAuth(deps, request, { allowExtension: true });
    // Another team's account is not found, as everywhere.
    const row = await findAdAccount(db, auth.user.id, query.ad_account);
    if (!canSeeAdAccounts(row)) throw forbidden();
    return statusOf(row);
  });

  route(app, c.setSandboxPixel, async ({ params, body }, request) => {
    const auth = await requireAuth(deps, request);
    const row = await findAdAccount(db, auth.user.id, params.id);
    if (!canManageAdAccounts(row)) throw forbidden(said("adminsOnly"));
    if (deps.ads.name !== "sandbox")
      throw new HttpError(409, { detail: (language: Language) => pixelText(language, "sandboxOnly") });
    await setSandboxPixel(db, refOf(row), body.installed, deps.now());
    return statusOf(row);
  });
}
