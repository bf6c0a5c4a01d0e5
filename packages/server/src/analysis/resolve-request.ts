import {
  type analyzeQueryRequest,
  DEFAULT_POST_ORDER,
  DEFAULT_WINDOW_DAYS,
  defaultDateRange,
  GLOBAL_COUNTRY,
  type Language,
} from "@xa/core";
import { type KeywordQuery, KeywordQuerySyntaxError, parseKeywordQuery } from "@xa/core/analysis/keyword-query";
import { FIRST_YEAR, LAST_YEAR, MAX_RANGE_DAYS, readIsoDate } from "@xa/core/analysis/request-dates";
import { resolveCountry as countryCodeOf } from "@xa/core/i18n/country-codes";
import { countryName } from "@xa/core/i18n/display-names";
import { parseLocation } from "@xa/text/places/location";
import type { z } from "zod";
import type { Db } from "../db/database.ts";
import { badRequest, notFound, said } from "../http/http-error.ts";
import type { AccountRow, ResolvedAnalysis } from "./analysis-context.ts";
import { type WidenWords, widenKeywordQuery } from "./widen-query.ts";

export type AnalyzeQueryBody = z.output<typeof analyzeQueryRequest>;

/** How many rows list sections return unless the request asks for more. */
export const DEFAULT_LIMIT = 25;
const DAY_MS = 86_400_000;

export const ACCOUNT_COLUMNS =
  "a.id, a.handle, a.name, a.avatar_url, a.bio, a.followers_count, a.following_count, a.verified, a.country";

/**
 * "Global"/empty → null; a country as typed (code, name in English or Japanese, alias: "UK" → GB)
 * → its ISO code; else what a profile location names ("Tokyo" → JP).
 */
export function resolveCountry(input: string | undefined): string | null {
  const text = (input ?? "").trim();
  if (!text || text.toLowerCase() === GLOBAL_COUNTRY.toLowerCase()) return null;
  const code = countryCodeOf(text) ?? parseLocation(text).country;
  if (code) return code;
  throw badRequest(said("unknownCountry", { country: text }));
}

function parseDate(value: string, field: string, endOfDay: boolean): Date {
  const reading = readIsoDate(value, { endOfDay });
  if (reading.ok) return reading.date;
  if (reading.reason === "range") {
    throw badRequest(said("dateOutOfRange", { field, value, first: String(FIRST_YEAR), last: String(LAST_YEAR) }));
  }
  throw badRequest(said("notADate", { field, value }));
}

/**
 * The default window (30 days ending 5 minutes before `now`), or the request's dates (a date-only
 * end date includes that whole day), at most MAX_RANGE_DAYS apart.
 */
export function resolveRange(
  body: Pick<AnalyzeQueryBody, "start_date" | "end_date">,
  now: Date,
): { start: Date; end: Date } {
  const defaults = defaultDateRange(now);
  const end = body.end_date ? parseDate(body.end_date, "end_date", true) : new Date(defaults.end_date);
  const start = body.start_date
    ? parseDate(body.start_date, "start_date", false)
    : new Date(end.getTime() - DEFAULT_WINDOW_DAYS * DAY_MS);
  if (start.getTime() > end.getTime()) throw badRequest(said("startAfterEnd"));
  const days = Math.ceil((end.getTime() - start.getTime()) / DAY_MS);
  if (days > MAX_RANGE_DAYS) throw badRequest(said("rangeTooLong", { days, max: MAX_RANGE_DAYS }));
  return { start, end };
}

/** "@Nike", "nike" → "nike". */
export const normalizeHandle = (handle: string) =>
  handle
    .trim()
    .replace(/^[@＠]/, "")
    .toLowerCase();

/** A post id, or the id inside a post URL (x.com/…/status/123, twitter.com/…/statuses/123). */
export function postIdOf(input: string): string {
  const text = input.trim();
  const fromUrl = /\/status(?:es)?\/(\d{1,25})/.exec(text)?.[1];
  return fromUrl ?? text;
}

/** Finds an account by handle, case-insensitively; 404 when the store has none. */
export async function findAccountByHandle(db: Db, handle: string): Promise<AccountRow & { is_demo: boolean }> {
  const clean = normalizeHandle(handle);
  if (!clean) throw badRequest(said("handleRequired"));
  const [row] = await db.query<AccountRow & { is_demo: boolean }>(
    `SELECT ${ACCOUNT_COLUMNS}, a.is_demo FROM accounts a WHERE lower(a.handle) = $1
     ORDER BY a.followers_count DESC NULLS LAST, a.id LIMIT 1`,
    [clean],
  );
  if (!row) throw notFound(said("noAccount", { handle: clean }));
  return row;
}

/** An X community of the store by id; 404 when the store has none. */
async function findCommunity(db: Db, id: string): Promise<{ id: string; name: string | null }> {
  const [row] = await db.query<{ id: string; name: string | null }>("SELECT id, name FROM communities WHERE id = $1", [
    id,
  ]);
  if (!row) throw notFound(said("noCommunity", { id }));
  return row;
}

function parseQuery(body: AnalyzeQueryBody): KeywordQuery {
  const query = body.query?.trim();
  if (!query) throw badRequest(said("queryRequired", { type: body.query_type }));
  return parseQueryOr400(query);
}

/** A keyword query, or a 400 that says (in the caller's language) what is wrong with it and where. */
export function parseQueryOr400(text: string): KeywordQuery {
  try {
    return parseKeywordQuery(text);
  } catch (error) {
    if (error instanceof KeywordQuerySyntaxError) throw badRequest((language) => error.messageIn(language));
    throw error;
  }
}

/**
 * Applies the defaults (the default window, Global, posts by likes), checks the input, and looks up
 * the handle or post (404 when unknown). With `widen`, a keyword query's bare words are widened
 * with the words people type for them (see widenKeywordQuery), less the request's `unwidened`.
 */
export async function resolveRequest(
  db: Db,
  body: AnalyzeQueryBody,
  now: Date,
  language: Language = "en",
  widen?: WidenWords,
): Promise<ResolvedAnalysis> {
  const { start, end } = resolveRange(body, now);
  const countryCode = resolveCountry(body.country);
  const resolved: ResolvedAnalysis = {
    queryType: body.query_type,
    query: body.query?.trim() || null,
    keywordQuery: null,
    account: null,
    postId: null,
    start,
    end,
    countryCode,
    countryLabel: countryCode ? countryName(countryCode, "en") : GLOBAL_COUNTRY,
    language,
    postOrder: body.post_order ?? DEFAULT_POST_ORDER,
    limit: body.limit ?? DEFAULT_LIMIT,
    shareOfVoice: body.share_of_voice ?? null,
  };
  if (body.query_type === "handle") {
    resolved.account = await findAccountByHandle(db, body.handle ?? "");
  } else if (body.query_type === "post") {
    const id = postIdOf(body.post_id ?? "");
    if (!id) throw badRequest(said("postIdRequired"));
    const [post] = await db.query<{ author_id: string | null }>("SELECT author_id FROM posts WHERE id = $1", [id]);
    if (!post) throw notFound(said("noPost", { id }));
    resolved.postId = id;
    if (post.author_id) {
      const [author] = await db.query<AccountRow & { is_demo: boolean }>(
        `SELECT ${ACCOUNT_COLUMNS}, a.is_demo FROM accounts a WHERE a.id = $1`,
        [post.author_id],
      );
      resolved.account = author ?? null;
    }
  } else {
    if (body.community) resolved.community = await findCommunity(db, body.community);
    // A community's analysis may leave the query out: then it reads all of the community's posts.
    if (resolved.community && !body.query?.trim()) return resolved;
    const keywordQuery = parseQuery(body);
    resolved.keywordQuery = keywordQuery;
    if (widen) {
      const { searched, widened } = await widenKeywordQuery(keywordQuery, widen, body.unwidened ?? []);
      resolved.searchedQuery = searched;
      resolved.widened = widened;
    }
  }
  return resolved;
}
