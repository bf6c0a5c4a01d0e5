import type { AdSet, BID_STRATEGIES, UpdateAdset } from "@xa/core/campaigns/adset-entities";
import type { PLACEMENTS } from "@xa/core/targeting/targeting-options";
import { instant, localInput } from "./local-time.ts";

/** What the ad set form holds, as its inputs give it. */
export type AdsetFormValues = {
  name: string;
  status: AdSet["status"];
  /** a saved audience's id; empty to keep what the ad set targets (its audience was deleted) */
  audience: string;
  placements: (typeof PLACEMENTS)[number][];
  strategy: (typeof BID_STRATEGIES)[number];
  bid: number | string;
  /** date-time inputs' values (local time); empty: the campaign's dates */
  start: string;
  end: string;
};

const bidOf = (v: AdsetFormValues) => (v.strategy === "AUTO" || v.bid === "" ? null : Number(v.bid));
const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * The change to send for an edited ad set: only the fields that differ from what is saved, so a
 * change made meanwhile elsewhere is not overwritten, and the audience only when another is chosen
 * (which takes that audience's targeting anew).
 */
export function adsetChanges(saved: AdSet, v: AdsetFormValues): UpdateAdset {
  const body: UpdateAdset = {};
  if (v.name !== saved.name) body.name = v.name;
  if (v.status !== saved.status) body.status = v.status;
  if (v.audience !== "" && Number(v.audience) !== saved.audience_config_id)
    body.audience_config_id = Number(v.audience);
  if (!sameSet(v.placements, saved.placements)) body.placements = v.placements;
  if (v.strategy !== saved.bid_strategy) body.bid_strategy = v.strategy;
  const bid = bidOf(v);
  if (bid !== saved.bid_amount && v.strategy !== "AUTO") body.bid_amount = bid;
  // Compared as the inputs show them (to the minute), so an untouched date is not sent back.
  if (v.start !== localInput(saved.start_time)) body.start_time = instant(v.start);
  if (v.end !== localInput(saved.end_time)) body.end_time = instant(v.end);
  return body;
}

/** The form's values as a new ad set's fields. */
export function adsetFields(v: AdsetFormValues) {
  return {
    name: v.name,
    status: v.status,
    audience_config_id: Number(v.audience),
    placements: v.placements,
    bid_strategy: v.strategy,
    bid_amount: bidOf(v),
    start_time: instant(v.start),
    end_time: instant(v.end),
  };
}

/** The form's first values: the saved ad set's, or a new one's (every placement, automatic bid). */
export function adsetFormValues(saved: AdSet | null, placements: AdsetFormValues["placements"]): AdsetFormValues {
  if (!saved) {
    return { name: "", status: "draft", audience: "", placements, strategy: "AUTO", bid: "", start: "", end: "" };
  }
  return {
    name: saved.name,
    status: saved.status,
    audience: saved.audience_config_id === null ? "" : String(saved.audience_config_id),
    placements: saved.placements,
    strategy: saved.bid_strategy,
    bid: saved.bid_amount ?? "",
    start: localInput(saved.start_time),
    end: localInput(saved.end_time),
  };
}
