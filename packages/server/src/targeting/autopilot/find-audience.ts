import type { Language } from "@xa/core";
import { formatKeywordTerm, type KeywordGroup, type KeywordTerm } from "@xa/core/analysis/keyword-query";
import { countryName } from "@xa/core/i18n/display-names";
import type { AutopilotRequest } from "@xa/core/targeting/autopilot-request";
import { briefText } from "@xa/core/targeting/brief-texts";
import { describeFilters } from "@xa/core/targeting/estimate-size";
import { bandsCovered } from "@xa/core/targeting/rank-demographics";
import { keywordPostFilter, pinScope, resolveRequest, SqlParams, type WidenWords } from "../../analysis/index.ts";
import type { Db } from "../../db/database.ts";
import { notRedditId, onX } from "../../social/index.ts";
import { audienceSelect } from "../audience-builder/audience-sql.ts";
import { resolveAudience } from "../audience-builder/resolve-criteria.ts";
import { readRequestTerms, WIDENING_MIN_PURITY } from "./brief-terms.ts";
import { keepCoherentTerms } from "./coherent-terms.ts";
import { lexicalWidening } from "./lexical-widening.ts";
import { placeCountries } from "./place-countries.ts";
import { createScratchTable } from "./scratch-table.ts";
import type { StoreSize } from "./store-term-stats.ts";
import { keepStoreTerms, widenBrief } from "./widen-brief.ts";

/** The audience of a generation, held in a scratch table (one `id` column) until `drop`. */
export type FoundAudience = {
  table: string;
  size: number;
  drop: () => Promise<void>;
  /** the brief's terms the store uses (#hashtags, @handles, words), and those that widened them */
  briefTerms: string[];
  widenedTerms: string[];
  /** the brief's words left out as other communities' (see keepCoherentTerms) */
  setAsideTerms: string[];
  /** the hashtags written into the brief that the store uses (without #) */
  typedTags: string[];
  /** terms never to suggest: the brief's exclusions */
  excluded: Set<string>;
  /** what narrowed the audience, worded for the estimate's method ("" for nothing) */
  filters: string;
  /** countries the request asked for ([]: the audience's own) */
  countries: string[];
  /**
   * The topic's accounts everywhere, before the brief's places, age and gender narrowed them (null
   * when nothing narrowed them): camps of a debate show better on the whole debate, and terms are
   * ranked on it when the narrowed accounts are too few (see rankedAudience).
   */
  topic: { table: string; size: number } | null;
};

/**
 * Fewer accounts than this, left by a brief's places, age and gender, say little about what the
 * topic's people write: their few posts rank chatter as high as the topic's words. The package's
 * terms and handles then come from the topic's accounts everywhere; its places, age and gender stay
 * as asked, and the platform applies them.
 */
export const MIN_RANKED_ACCOUNTS = 30;

/**
 * Finds a request's audience in the store: authors of posts using the brief's terms (those the
 * store uses, not generic, coherent with the rest; widened by co-occurring terms, minus its exclusions), followers and engagers of its handles, holders of its
 * job titles, an analysis's audience, an audience builder's audience; then, when the request names a gender, an age or places,
 * only accounts inferred to have them (accounts where that is unknown are left out, and the
 * filters are worded for the estimate).
 */
export async function findAudience(
  db: Db,
  request: AutopilotRequest,
  options: { language: Language; now: Date; store: StoreSize },
): Promise<FoundAudience> {
  const terms = readRequestTerms(request);
  const excluded = new Set(terms.exclusions.map((t) => t.value));
  const stored = await keepStoreTerms(db, terms.words, terms.hashtags, options.store);
  const unwidened = new Set(request.unwidened_terms.map((t) => t.toLowerCase().replace(/^[#＃]/, "")));
  // Words people type for the brief's (ev for "electric car"): judged with its own words.
  const lexical = await lexicalWidening(db, terms.words, options.store, new Set([...unwidened, ...stored.words]));
  // A hashtag written into a brief names the conversation on purpose: the brief's words are judged
  // against it, never it against them ("銃規制" read as 規制 would set #EndGunViolence aside).
  const typedTags = stored.hashtags.filter((h) => terms.hashtags.includes(h));
  const free: KeywordTerm[] = [
    ...stored.words.map((value): KeywordTerm => ({ kind: "word", value })),
    ...stored.hashtags.filter((h) => !typedTags.includes(h)).map((value): KeywordTerm => ({ kind: "hashtag", value })),
    ...lexical.map((value): KeywordTerm => ({ kind: "word", value })),
  ];
  const context: KeywordGroup[] = [
    ...terms.groups,
    ...typedTags.map((value): KeywordGroup => [{ kind: "hashtag", value }]),
  ];
  const coherent = await keepCoherentTerms(db, context, free, options.store);
  const groups: KeywordGroup[] = [...context, ...coherent.kept.map((t) => [t])];
  const fromLexicon = coherent.kept
    .filter((t) => t.kind === "word" && lexical.includes(t.value))
    .map(formatKeywordTerm);
  const briefTerms = [...new Set(groups.flat().map(formatKeywordTerm))].filter((t) => !fromLexicon.includes(t));
  const sources: string[] = [];
  let p = new SqlParams();
  let release = () => {};
  let prefix = "";
  if (request.analysis) {
    // The analysis's audience as its page showed it: widened the same way, less what the user took out.
    const widen: WidenWords = (words, avoid) => lexicalWidening(db, words, options.store, avoid);
    const resolved = await resolveRequest(db, request.analysis, options.now, options.language, widen);
    const scope = await pinScope(db, resolved);
    release = scope.release;
    p = new SqlParams(scope.params);
    prefix = `WITH ${scope.ctes}`;
    sources.push(`SELECT id FROM scope_audience WHERE ${notRedditId("id")}`);
    if (resolved.account && request.analysis.query_type === "handle") briefTerms.push(`@${resolved.account.handle}`);
    for (const t of resolved.keywordQuery?.groups.flat() ?? []) briefTerms.push(formatKeywordTerm(t));
  }
  let widenedTerms: string[] = [];
  try {
    if (groups.length > 0) {
      const avoid = new Set([
        ...briefTerms.map((t) => t.replace(/^[#@]/, "")),
        ...briefTerms,
        ...fromLexicon,
        ...excluded,
        ...unwidened,
        ...[...unwidened].map((t) => `#${t}`),
      ]);
      const found = await widenBrief(db, { groups, exclusions: terms.exclusions }, options.store, avoid);
      // A widening term is held to the brief's terms, more strictly than they are to each other.
      const widened = await keepCoherentTerms(db, groups, found.terms, options.store, WIDENING_MIN_PURITY);
      widenedTerms = [...fromLexicon, ...widened.kept.map(formatKeywordTerm)];
      const query = { groups: [...groups, ...widened.kept.map((t) => [t])], exclusions: terms.exclusions };
      sources.push(
        `SELECT p.author_id AS id FROM posts p WHERE ${onX("p")} AND ${keywordPostFilter(query, p.values, "p")}`,
      );
    }
    if (terms.handles.length > 0) {
      const handles = p.add(terms.handles, "text[]");
      briefTerms.push(...terms.handles.map((h) => `@${h}`));
      sources.push(
        `SELECT f.follower_id AS id FROM follows f WHERE f.followee_id IN (SELECT id FROM accounts WHERE lower(handle) = ANY(${handles}))`,
        `SELECT e.account_id FROM engagements e JOIN posts ep ON ep.id = e.post_id
         WHERE ep.author_id IN (SELECT id FROM accounts WHERE lower(handle) = ANY(${handles}))`,
      );
    }
    if (request.audience_builder) {
      // The builder's audience as its page counted it; its handles and query words are the brief's.
      const built = await resolveAudience(db, request.audience_builder);
      for (const c of built.criteria) {
        if (c.exclude) continue;
        if (c.kind === "followers_of") briefTerms.push(...c.accounts.map((a) => `@${a.handle}`));
        if (c.kind === "posted_about") briefTerms.push(...c.query.groups.flat().map(formatKeywordTerm));
      }
      sources.push(`SELECT ab.id FROM (${audienceSelect(built, p)}) ab`);
    }
    if (request.job_titles.length > 0)
      sources.push(`SELECT id FROM accounts WHERE job_group = ANY(${p.add(request.job_titles, "text[]")})`);
    const sourceValues = p.values.length;
    const narrowing = filtersOf(request, options.language, p);
    const selectOf = (narrowed: boolean) =>
      sources.length === 0
        ? "SELECT NULL::text AS id WHERE false"
        : `${prefix} SELECT DISTINCT s.id FROM (${sources.join(" UNION ALL ")}) s
           WHERE s.id IS NOT NULL${narrowed && narrowing.sql ? ` AND s.id IN (SELECT id FROM accounts WHERE ${narrowing.sql})` : ""}`;
    // With no source the select binds nothing, though the filters above added their values.
    const values = sources.length === 0 ? [] : p.values;
    const table = await createScratchTable(db, selectOf(true), values);
    // The filters' values come after the sources': the wider select binds the sources' alone.
    const topic =
      narrowing.sql && sources.length > 0
        ? await createScratchTable(db, selectOf(false), values.slice(0, sourceValues)).catch(async (error) => {
            await table.drop();
            throw error;
          })
        : null;
    return {
      table: table.name,
      size: table.rows,
      topic: topic && { table: topic.name, size: topic.rows },
      drop: async () => {
        await table.drop();
        await topic?.drop();
      },
      briefTerms: [...new Set(briefTerms)],
      typedTags,
      widenedTerms,
      setAsideTerms: coherent.setAside,
      excluded,
      filters: narrowing.said,
      countries: narrowing.countries,
    };
  } finally {
    release();
  }
}

/**
 * SQL over `accounts` for the request's gender, age and places, and how the estimate words them.
 * The store knows an account's country: a city or state narrows to its country.
 */
function filtersOf(
  request: AutopilotRequest,
  language: Language,
  p: SqlParams,
): { sql: string; said: string; countries: string[] } {
  const parts: string[] = [];
  const said: Parameters<typeof describeFilters>[1] = [];
  if (request.gender !== "ANY") {
    parts.push(`gender = ${p.add(request.gender === "FEMALE" ? "female" : "male", "text")}`);
    said.push({ key: "filterGender", value: briefText(language, `gender.${request.gender}`) });
  }
  if (request.age !== "AGE_ANY") {
    const bands = bandsCovered(request.age);
    parts.push(`age_band = ANY(${p.add(bands, "text[]")})`);
    said.push({ key: "filterAge", value: bands.join(", ") });
  }
  const countries = [
    ...new Set([
      ...request.countries,
      ...request.cities.map((c) => c.country_code),
      ...placeCountries(request.selected_states, request.selected_regions),
    ]),
  ].sort();
  if (countries.length > 0) {
    parts.push(`country = ANY(${p.add(countries, "text[]")})`);
    said.push({ key: "filterPlaces", value: countries.map((c) => countryName(c, language)).join(", ") });
  }
  return { sql: parts.join(" AND "), said: describeFilters(language, said), countries };
}

/** Takes the accounts of a debate's other camp out of the audience as asked, and recounts it. */
export async function leaveOutOfAudience(db: Db, audience: FoundAudience, ids: readonly string[]): Promise<void> {
  await db.query(`DELETE FROM ${audience.table} WHERE id = ANY($1::text[])`, [ids]);
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${audience.table}`);
  audience.size = row?.n ?? 0;
}

/**
 * The accounts a package's terms and handles are ranked on: the audience as asked, or the topic's
 * accounts everywhere when those are too few (MIN_RANKED_ACCOUNTS); `narrowedSize` is the audience
 * as asked in that case, null otherwise.
 */
export function rankedAudience(audience: FoundAudience): { table: string; size: number; narrowedSize: number | null } {
  const { topic } = audience;
  if (topic && audience.size < MIN_RANKED_ACCOUNTS && topic.size > audience.size)
    return { table: topic.table, size: topic.size, narrowedSize: audience.size };
  return { table: audience.table, size: audience.size, narrowedSize: null };
}
