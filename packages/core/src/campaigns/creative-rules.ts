import { ADVERTISER_CATEGORY_CATALOGUE } from "../targeting/catalogues/advertiser-categories.ts";
import { CONTENT_CATEGORY_CATALOGUE } from "../targeting/catalogues/content-categories.ts";
import type { CreativeTextKey } from "./creative-texts.ts";
import type { MediaKind } from "./media-entities.ts";
import { POST_MAX_LENGTH, postLength } from "./post-text.ts";

export const MAX_IMAGES = 4;

/** A creative as saved or about to be, its media resolved to their kinds. */
export type CreativePlan = {
  text: string;
  media: { id: number; kind: MediaKind }[];
  card_title: string | null;
  card_url: string | null;
  call_to_action: string | null;
  advertiser_category: string | null;
  content_categories: string[];
};

export type CreativeProblem = { field: string; key: CreativeTextKey; params: Record<string, string | number> };

const advertiserIds = new Set(ADVERTISER_CATEGORY_CATALOGUE.map((e) => e.id));
const contentIds = new Set(CONTENT_CATEGORY_CATALOGUE.map((e) => e.id));

// A web address as a card may link it: http(s), a host with a dot, no user info, no spaces. (Core has no URL class.)
const WEB_URL = /^https?:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z0-9-]{2,}(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;
const isWebUrl = (text: string) => WEB_URL.test(text);

/** Which media a post may carry, as X allows: up to 4 images, or one GIF, or one video. */
export function mediaProblem(media: CreativePlan["media"]): CreativeProblem | null {
  const seen = new Set<number>();
  for (const m of media) {
    if (seen.has(m.id)) return { field: "media", key: "mediaRepeated", params: { id: String(m.id) } };
    seen.add(m.id);
  }
  if (media.some((m) => m.kind !== "image") && media.length > 1) return { field: "media", key: "mediaMix", params: {} };
  if (media.length > MAX_IMAGES) return { field: "media", key: "tooManyImages", params: { count: media.length } };
  return null;
}

/**
 * The first rule a creative breaks, or null: text within X's 280 (links 23), media as X allows, a
 * website card whole and on the web, a call to action only on a card, categories from the catalogues.
 */
export function creativeProblem(next: CreativePlan): CreativeProblem | null {
  const length = postLength(next.text);
  if (length > POST_MAX_LENGTH) {
    return { field: "text", key: "textTooLong", params: { length, max: POST_MAX_LENGTH } };
  }
  const media = mediaProblem(next.media);
  if (media) return media;
  if ((next.card_title === null) !== (next.card_url === null)) {
    return { field: next.card_title === null ? "card_title" : "card_url", key: "cardIncomplete", params: {} };
  }
  if (next.card_url !== null && !isWebUrl(next.card_url))
    return { field: "card_url", key: "cardUrlScheme", params: {} };
  if (next.call_to_action !== null && next.card_url === null) {
    return { field: "call_to_action", key: "ctaNeedsCard", params: {} };
  }
  if (next.advertiser_category !== null && !advertiserIds.has(next.advertiser_category)) {
    return { field: "advertiser_category", key: "unknownAdvertiserCategory", params: { id: next.advertiser_category } };
  }
  const seen = new Set<string>();
  for (const id of next.content_categories) {
    if (!contentIds.has(id)) return { field: "content_categories", key: "unknownContentCategory", params: { id } };
    if (seen.has(id)) return { field: "content_categories", key: "contentCategoryRepeated", params: { id } };
    seen.add(id);
  }
  return null;
}

/** Why an ad of a campaign cannot be switched on or off now, or null: an ended or halted campaign. */
export function adToggleProblem(campaign: {
  effective_status: string;
  end_time: string | null;
}): { key: CreativeTextKey; params: Record<string, string> } | null {
  if (campaign.effective_status === "expired")
    return { key: "campaignEnded", params: { end: campaign.end_time ?? "" } };
  if (campaign.effective_status === "halted") return { key: "campaignHalted", params: {} };
  return null;
}
