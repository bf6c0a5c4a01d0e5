import { z } from "zod";
import { operation } from "../contract/operation.ts";
import { teamHeaders } from "../contract/team-header.ts";

export const relatedKeywordsRequest = z.object({
  /** keyword query: OR-joined groups of AND-joined terms, NOT exclusions, as the analyses read it */
  query: z.string().max(2000),
  /** ISO date or date-time; the analyses' default window without them */
  start_date: z.string().max(40).optional(),
  end_date: z.string().max(40).optional(),
  /** a country name, ISO code, or "Global": posts by authors in that country */
  country: z.string().max(100).optional(),
  limit: z.number().int().min(1).max(50).default(12),
});
export type RelatedKeywordsRequest = z.input<typeof relatedKeywordsRequest>;

/** A term the query's authors use more than the store does. */
export const relatedKeyword = z.object({
  /** a keyword, or `#` and a hashtag */
  term: z.string(),
  kind: z.enum(["keyword", "hashtag"]),
  /** the query's authors (in the window) who used it in those posts */
  accounts: z.number().int().nonnegative(),
  /** accounts of the whole store who used it */
  store_accounts: z.number().int().nonnegative(),
  /** share of the query's authors using it over the share of the store's accounts doing so */
  lift: z.number(),
  /** the lift it has at least, with 95% confidence (what it is ranked by) */
  lift_bound: z.number(),
});
export type RelatedKeyword = z.infer<typeof relatedKeyword>;

export const relatedKeywords = z.object({
  query: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  /** the query's authors in the window: the audience lift is read over */
  authors: z.number().int().nonnegative(),
  /** accounts of the store when its term counts were made */
  store_accounts: z.number().int().nonnegative(),
  results: z.array(relatedKeyword),
  method: z.string(),
});
export type RelatedKeywords = z.infer<typeof relatedKeywords>;

/** Related keywords: the terms that go with a keyword query's posts more than chance would have it. */
export const relatedKeywordsContract = {
  findRelatedKeywords: operation({
    method: "POST",
    path: "/api/external/related-keywords/",
    summary:
      "The keywords and hashtags the authors of a keyword query's posts use more than the store's accounts do, ranked by the lift they have at least",
    tags: ["targeting"],
    headers: teamHeaders,
    body: relatedKeywordsRequest,
    status: 200,
    response: relatedKeywords,
    errors: [400, 403, 404],
  }),
};
