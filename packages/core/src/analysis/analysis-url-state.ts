import {
  type AnalyzeQueryRequest,
  DEFAULT_POST_ORDER,
  DEFAULT_QUERY_TYPE,
  DEFAULT_WINDOW_DAYS,
  defaultDateRange,
  GLOBAL_COUNTRY,
} from "./analyze-query.ts";
import { POST_ORDERS, type PostOrder, type QueryType, SECTION_NAMES, type SectionName } from "./sections.ts";

/**
 * What an analysis view is, as a user would share it: everything here lives in the page's URL
 * (DESIGN: state a user would share lives in the URL, parsed by one schema).
 */
export type AnalysisUrlState = {
  type: QueryType;
  /** keyword query: OR-joined groups of AND-joined terms, NOT exclusions (keyword and conversation analyses) */
  query: string;
  /** without the @ (handle analyses) */
  handle: string;
  /** a post id or post URL (post analyses) */
  postId: string;
  /** YYYY-MM-DD (a UTC day) or an ISO date-time; null = the default window (30 days ending 5 minutes ago) */
  start: string | null;
  end: string | null;
  country: string;
  order: PostOrder;
  /** the card shown across two columns */
  expanded: SectionName | null;
  /** terms the keyword query was widened with that the user took out ("also searched"), lower-case */
  unwiden: string[];
  /** an X community's id: keyword and conversation analyses read only its posts ("" for none) */
  community: string;
};

/** The search-parameter name of each field; short, since links get pasted around. */
export const ANALYSIS_URL_KEYS = {
  type: "type",
  query: "q",
  handle: "handle",
  postId: "post",
  start: "start",
  end: "end",
  country: "country",
  order: "order",
  expanded: "card",
  unwiden: "unwiden",
  community: "community",
} as const satisfies Record<keyof AnalysisUrlState, string>;

export const DEFAULT_ANALYSIS_URL_STATE: AnalysisUrlState = {
  type: DEFAULT_QUERY_TYPE,
  query: "",
  handle: "",
  postId: "",
  start: null,
  end: null,
  country: GLOBAL_COUNTRY,
  order: DEFAULT_POST_ORDER,
  expanded: null,
  unwiden: [],
  community: "",
};

/** Words a link may use for a query type besides its own name (its shown label: Audience, Posts…). */
const TYPE_ALIASES = new Map<string, QueryType>([
  ["handle", "handle"],
  ["handle-analysis", "handle"],
  ["handle_analysis", "handle"],
  ["keyword", "keyword"],
  ["audience", "keyword"],
  ["conversation", "conversation"],
  ["post", "post"],
  ["posts", "post"],
]);

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const HANDLE = /^@?([A-Za-z0-9_]{1,15})$/;
const MAX_TEXT = 2000;

const oneOf = <T extends string>(list: readonly T[], value: string | null | undefined): T | undefined =>
  list.find((item) => item === value);

/** A date from a link, or null when absent or not a real date. */
export function parseUrlDate(value: string | null | undefined): string | null {
  const text = value?.trim() ?? "";
  if (!DATE_ONLY.test(text) && !DATE_TIME.test(text)) return null;
  const time = Date.parse(DATE_ONLY.test(text) ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(time)) return null;
  // Date.parse rolls 2026-02-31 over to March; a date that does not round-trip is not real.
  if (DATE_ONLY.test(text) && new Date(time).toISOString().slice(0, 10) !== text) return null;
  return text;
}

/** A handle as typed (with or without @, or a profile URL) → the bare handle, or "" when it is none. */
export function normalizeHandle(value: string): string {
  const text = value.trim();
  const fromUrl = /^(?:https?:\/\/)?(?:www\.)?(?:x|twitter)\.com\/([A-Za-z0-9_]{1,15})\/?(?:[?#].*)?$/i.exec(text);
  const match = HANDLE.exec(fromUrl?.[1] ?? text);
  return match?.[1] ?? "";
}

/**
 * What the optional `:name` of `/explore/:name?` preselects: a query-type word (`/explore/audience`,
 * `/explore/conversation`, `/explore/posts`...) selects that type; anything shaped like a handle
 * (`/explore/nike`, `/explore/@nike`) opens a handle analysis of it; anything else selects nothing.
 */
export function presetFromPathName(name: string | undefined): Partial<AnalysisUrlState> {
  if (!name) return {};
  const type = TYPE_ALIASES.get(name.toLowerCase());
  if (type) return { type };
  const handle = normalizeHandle(name);
  return handle ? { type: "handle", handle } : {};
}

/** At most this many taken-out terms, each at most 100 characters (what the server accepts). */
const MAX_UNWIDEN = 50;

/** The taken-out terms of a link ("ev,evs"): trimmed, lower-case, once each. */
export function parseUnwiden(value: string | null | undefined): string[] {
  const terms = (value ?? "")
    .split(",")
    .map((term) => term.trim().toLowerCase())
    .filter((term) => term !== "" && term.length <= 100);
  return [...new Set(terms)].slice(0, MAX_UNWIDEN);
}

/** What the parser reads: a URLSearchParams, or anything that answers `get` the same way (core has no DOM types). */
export type SearchParamsLike = { get(name: string): string | null };

/** The one parser: search parameters (and the path's `:name`) → state; bad or missing values take the defaults. */
export function parseAnalysisUrlState(params: SearchParamsLike, pathName?: string): AnalysisUrlState {
  const k = ANALYSIS_URL_KEYS;
  const preset = presetFromPathName(pathName);
  const text = (key: string) => (params.get(key) ?? "").trim().slice(0, MAX_TEXT);
  const rawType = params.get(k.type)?.toLowerCase();
  return {
    type: (rawType ? TYPE_ALIASES.get(rawType) : undefined) ?? preset.type ?? DEFAULT_ANALYSIS_URL_STATE.type,
    query: text(k.query),
    handle: normalizeHandle(text(k.handle)) || preset.handle || "",
    postId: text(k.postId).slice(0, 300),
    start: parseUrlDate(params.get(k.start)),
    end: parseUrlDate(params.get(k.end)),
    country: text(k.country).slice(0, 100) || GLOBAL_COUNTRY,
    order: oneOf(POST_ORDERS, params.get(k.order)) ?? DEFAULT_POST_ORDER,
    expanded: oneOf(SECTION_NAMES, params.get(k.expanded)) ?? null,
    unwiden: parseUnwiden(params.get(k.unwiden)),
    community: /^\d{1,20}$/.test(text(k.community)) ? text(k.community) : "",
  };
}

/**
 * The inverse, as ordered [name, value] pairs (what URLSearchParams takes): only the fields that
 * matter for the type and differ from the defaults.
 */
export function serializeAnalysisUrlState(state: AnalysisUrlState): [string, string][] {
  const k = ANALYSIS_URL_KEYS;
  const handle = normalizeHandle(state.handle);
  const pairs: [string, string | null | false][] = [
    [k.type, state.type],
    [k.query, usesQuery(state.type) && state.query.trim()],
    [k.handle, state.type === "handle" && handle],
    [k.postId, state.type === "post" && state.postId.trim()],
    [k.start, state.start],
    [k.end, state.end],
    [k.country, state.country !== GLOBAL_COUNTRY && state.country],
    [k.order, state.order !== DEFAULT_POST_ORDER && state.order],
    [k.expanded, state.expanded],
    [k.unwiden, usesQuery(state.type) && state.unwiden.join(",")],
    [k.community, usesQuery(state.type) && state.community],
  ];
  return pairs.filter((pair): pair is [string, string] => typeof pair[1] === "string" && pair[1] !== "");
}

/** Keyword and conversation analyses take a keyword query; the other two a handle or a post. */
export function usesQuery(type: QueryType): boolean {
  return type === "keyword" || type === "conversation";
}

/** True when the state names something to analyse (the page runs it then). */
export function isRunnable(state: AnalysisUrlState): boolean {
  if (usesQuery(state.type)) return state.query.trim() !== "" || state.community !== "";
  if (state.type === "handle") return normalizeHandle(state.handle) !== "";
  return state.postId.trim() !== "";
}

/** A date-only value is a whole UTC day: its start for the start date, its last millisecond for the end. */
function requestDate(value: string, edge: "start" | "end"): string {
  if (!DATE_ONLY.test(value)) return new Date(value).toISOString();
  return edge === "start" ? `${value}T00:00:00.000Z` : `${value}T23:59:59.999Z`;
}

/**
 * The dates a state asks for. Without dates it is the default window (30 days ending
 * 5 minutes before `now`); with one date only, the other side is filled so the window stays 30 days
 * (or ends at the default end).
 */
export function resolveDateRange(state: AnalysisUrlState, now: Date): { start_date: string; end_date: string } {
  const fallback = defaultDateRange(now);
  const end = state.end ? requestDate(state.end, "end") : fallback.end_date;
  let start = state.start ? requestDate(state.start, "start") : fallback.start_date;
  if (!state.start && state.end) {
    start = new Date(Date.parse(end) - DEFAULT_WINDOW_DAYS * 24 * 60 * 60 * 1000 + 1).toISOString();
  }
  return { start_date: start, end_date: end };
}

/** The analyze-query body (without `sections`) for a state; `now` anchors the default window. */
export function analysisRequestFromState(
  state: AnalysisUrlState,
  now: Date,
): Omit<AnalyzeQueryRequest, "sections" | "share_of_voice" | "limit"> {
  const body: Omit<AnalyzeQueryRequest, "sections" | "share_of_voice" | "limit"> = {
    query_type: state.type,
    ...resolveDateRange(state, now),
    country: state.country || GLOBAL_COUNTRY,
    post_order: state.order,
  };
  if (usesQuery(state.type)) body.query = state.query.trim();
  if (usesQuery(state.type) && state.unwiden.length > 0) body.unwidened = state.unwiden;
  if (usesQuery(state.type) && state.community) body.community = state.community;
  if (state.type === "handle") body.handle = normalizeHandle(state.handle);
  if (state.type === "post") body.post_id = state.postId.trim();
  return body;
}
