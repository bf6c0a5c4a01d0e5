import { z } from "zod";
import { textField } from "../contract/fields.ts";
import { operation } from "../contract/operation.ts";
import { teamHeaders } from "../contract/team-header.ts";

/** Most suggestions one call returns of each kind. */
export const MAX_SUGGESTIONS = 20;

export const keywordSuggestionRequest = z.object({
  /** what the user has typed of a word (a leading # is allowed); the last word is completed */
  keyword: textField("keyword", { max: 100 }),
  /** a country name, ISO code, or "Global": words of authors in that country */
  country: z.string().max(100).optional(),
  /** ISO 639-1: words of posts in that language */
  language: z
    .string()
    .regex(/^[a-z]{2}$/, { error: "Language must be a two-letter code" })
    .optional(),
  limit: z.number().int().min(1).max(MAX_SUGGESTIONS).default(8),
});
export type KeywordSuggestionRequest = z.input<typeof keywordSuggestionRequest>;

/** A suggested term with how many accounts of the read posts used it. */
export const suggestedTerm = z.object({ term: z.string(), accounts: z.number().int().nonnegative() });
export type SuggestedTerm = z.infer<typeof suggestedTerm>;

export const keywordSuggestions = z.object({
  /** the word completed, as posts are indexed (lower case, normalised) */
  prefix: z.string(),
  keywords: z.array(suggestedTerm),
  /** without the leading # */
  hashtags: z.array(suggestedTerm),
  /** posts read: the newest posts using a word that starts so, at most SUGGESTION_SAMPLE */
  sampled_posts: z.number().int().nonnegative(),
});
export type KeywordSuggestions = z.infer<typeof keywordSuggestions>;

/** Keyword suggestion: words and hashtags of the store that start as typed, by how many accounts use them. */
export const keywordSuggestionContract = {
  suggestKeywords: operation({
    method: "POST",
    path: "/api/external/keyword-suggestion/",
    summary:
      "Keywords and hashtags of the store starting with what was typed, ranked by how many accounts used them in the newest matching posts",
    tags: ["analysis"],
    headers: teamHeaders,
    body: keywordSuggestionRequest,
    status: 200,
    response: keywordSuggestions,
    errors: [400, 403, 404],
  }),
};
