import { z } from "zod";
import { LANGUAGES } from "../auth/languages.ts";
import { INT4_MAX } from "../contract/ids.ts";
import { operation } from "../contract/operation.ts";

/** The paper a summary is laid out on. */
export const PAPER_SIZES = ["A4", "LETTER"] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

export const campaignSummaryBody = z.object({
  campaign: z
    .number({ error: "campaign must be a campaign's id" })
    .int({ error: "campaign must be a campaign's id" })
    .min(1, { error: "campaign must be a campaign's id" })
    .max(INT4_MAX, { error: "campaign must be a campaign's id" }),
  paper: z.enum(PAPER_SIZES, { error: "paper must be A4 or LETTER" }).default("A4"),
  /** the summary's language; the caller's interface language when left out */
  language: z.enum(LANGUAGES, { error: "language must be en or ja" }).optional(),
});
export type CampaignSummaryRequest = z.input<typeof campaignSummaryBody>;

export const summaryPdf = z.custom<Uint8Array>((v) => v instanceof Uint8Array).meta({ description: "A PDF document" });

export const campaignSummaryContract = {
  campaignSummaryPdf: operation({
    method: "POST",
    path: "/api/campaign-summary-pdf/",
    summary:
      "A campaign's summary as a PDF: key figures, days, segments, targeting and creatives (any member of its team)",
    tags: ["campaigns"],
    body: campaignSummaryBody,
    status: 200,
    response: summaryPdf,
    errors: [400, 401, 403, 404],
  }),
};
