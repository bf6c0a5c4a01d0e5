import { z } from "zod";
import { optionalTextField, textField } from "../contract/fields.ts";
import { INT4_MAX } from "../contract/ids.ts";
import { page, pageQuery } from "../contract/paging.ts";
import { teamField } from "../targeting/audience-entities.ts";
import { adMedia } from "./media-entities.ts";

/** The buttons X offers under a website card, as its ads API names them. */
export const CALL_TO_ACTIONS = [
  "LEARN_MORE",
  "SHOP_NOW",
  "SIGN_UP",
  "BOOK_NOW",
  "DOWNLOAD",
  "GET_TICKETS",
  "SUBSCRIBE",
  "CONTACT_US",
  "APPLY_NOW",
  "WATCH_NOW",
  "ORDER_NOW",
  "PLAY_NOW",
] as const;
export type CallToAction = (typeof CALL_TO_ACTIONS)[number];

/** The languages a creative is written in (the interface languages). */
export const CREATIVE_LANGUAGES = ["en", "ja"] as const;

export const CREATIVE_SORTS = ["name", "-name", "created_at", "-created_at", "updated_at", "-updated_at"] as const;

/** A library file as a creative shows it, in the creative's order. */
export const creativeMedia = adMedia.pick({
  id: true,
  name: true,
  kind: true,
  mime: true,
  width: true,
  height: true,
  url: true,
  thumbnail_url: true,
});
export type CreativeMedia = z.infer<typeof creativeMedia>;

const category = z.object({ id: z.string(), label: z.string() });

/** A creative: the post an ad shows, with its media, website card and categories. */
export const creative = z.object({
  id: z.number().int(),
  team_id: z.number().int(),
  name: z.string(),
  text: z.string(),
  /** its length as X counts it (links 23) */
  text_length: z.number().int(),
  language: z.enum(CREATIVE_LANGUAGES),
  media: z.array(creativeMedia),
  card: z.object({ title: z.string(), url: z.string() }).nullable(),
  call_to_action: z.enum(CALL_TO_ACTIONS).nullable(),
  advertiser_category: category.nullable(),
  content_categories: z.array(category),
  /** ads that show it: a creative in use cannot be deleted */
  ads: z.number().int(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Creative = z.infer<typeof creative>;

const nullable = <T extends z.ZodType>(schema: T) =>
  schema.nullish().transform((v) => (v === undefined || v === "" ? null : v));

const creativeFields = {
  name: textField("name", { max: 255 }),
  // Length as X counts it is a rule (creative-rules); this bound only keeps absurd input out.
  text: textField("text", { max: 5000 }),
  language: z.enum(CREATIVE_LANGUAGES, { error: "language must be en or ja" }),
  media: z
    .array(z.number({ error: "media must be a list of media file ids" }).int().positive().max(INT4_MAX), {
      error: "media must be a list of media file ids",
    })
    .max(10, { error: "media may hold at most 4 images" }),
  card_title: nullable(optionalTextField("card_title", 70)),
  card_url: nullable(optionalTextField("card_url", 2048)),
  call_to_action: nullable(
    z.enum(CALL_TO_ACTIONS, { error: `call_to_action must be one of ${CALL_TO_ACTIONS.join(", ")}` }),
  ),
  advertiser_category: nullable(optionalTextField("advertiser_category", 32)),
  content_categories: z
    .array(textField("content_categories", { max: 32 }), { error: "content_categories must be a list of ids" })
    .max(10, { error: "content_categories may hold at most 10 categories" }),
};

/** Every field of a creative; a PUT sends them all, a create adds the team. */
export const replaceCreativeBody = z.object({
  ...creativeFields,
  language: creativeFields.language.default("en"),
  media: creativeFields.media.default([]),
  content_categories: creativeFields.content_categories.default([]),
});
export type ReplaceCreative = z.input<typeof replaceCreativeBody>;
export const createCreativeBody = replaceCreativeBody.extend({ team: teamField });
export type CreateCreative = z.input<typeof createCreativeBody>;
/** A change: what is sent changes, checked with the rest as saved. */
export const updateCreativeBody = z.object(creativeFields).partial();
export type UpdateCreative = z.input<typeof updateCreativeBody>;

export const listCreativesQuery = z.object({
  team: teamField,
  ordering: z.enum(CREATIVE_SORTS).default("-created_at"),
  ...pageQuery,
});
export const creativePage = page(creative);
