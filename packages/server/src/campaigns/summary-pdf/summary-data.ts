import type { Language } from "@xa/core/auth/languages";
import type { AdSet } from "@xa/core/campaigns/adset-entities";
import type { Campaign } from "@xa/core/campaigns/campaign-entities";
import type { PaperSize } from "@xa/core/campaigns/campaign-summary-contract";
import type { SegmentDimension } from "@xa/core/campaigns/results-entities";

export type SummaryFigures = { impressions: number; engagements: number; clicks: number; spend: number };

/** One creative as the summary prints it, its thumbnail's bytes (PNG or JPEG) read from the library. */
export type SummaryCreative = {
  name: string;
  text: string;
  callToAction: string | null;
  cardTitle: string | null;
  cardUrl: string | null;
  thumbnail: Uint8Array | null;
};

/** Everything a campaign's summary shows, gathered before drawing so the drawing reads nothing. */
export type SummaryData = {
  language: Language;
  paper: PaperSize;
  team: string;
  generatedAt: Date;
  campaign: Campaign;
  /** sandbox delivery is simulated, and the summary says so on every page */
  simulated: boolean;
  totals: SummaryFigures;
  daily: ({ day: string } & SummaryFigures)[];
  segments: { dimension: SegmentDimension; rows: ({ label: string } & SummaryFigures)[] }[];
  adsets: AdSet[];
  creatives: SummaryCreative[];
  /** the team applied the product's segments (saved audiences) to this campaign */
  segmentFeeApplies: boolean;
};
