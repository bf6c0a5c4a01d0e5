import { campaignSummaryContract } from "@xa/core/campaigns/campaign-summary-contract";
import type { FastifyInstance } from "fastify";
import { requireAuth } from "../auth/index.ts";
import type { Deps } from "../deps.ts";
import { requestLanguage } from "../http/request-language.ts";
import { route } from "../http/route.ts";
import { readableCampaign } from "./campaign-guards.ts";
import { chooseMediaStorage } from "./choose-media-storage.ts";
import type { MediaStorage } from "./media-storage.ts";
import { gatherSummary } from "./summary-pdf/gather-summary.ts";
import { renderSummaryPdf } from "./summary-pdf/render-summary.ts";

/** A campaign's summary PDF: any member of its team may download it. */
export function registerSummaryPdfRoutes(
  app: FastifyInstance,
  deps: Deps,
  storage: MediaStorage = chooseMediaStorage(deps.config.media),
): void {
  route(app, campaignSummaryContract.campaignSummaryPdf, async ({ body }, request, reply) => {
    const auth = await requireAuth(deps, request);
    const row = await readableCampaign(deps.db, auth.user.id, body.campaign, deps.now());
    const [team] = await deps.db.query<{ name: string }>("SELECT name FROM teams WHERE id = $1", [row.team_id]);
    const language = body.language ?? requestLanguage(request);
    const data = await gatherSummary(deps, storage, row, { language, paper: body.paper, team: team?.name ?? "" });
    const pdf = await renderSummaryPdf(data);
    const name = `campaign-${row.id}-summary.pdf`;
    reply.header("content-type", "application/pdf");
    reply.header("content-disposition", `attachment; filename="${name}"`);
    reply.header("cache-control", "private, no-store");
    return pdf;
  });
}
