import { describe, expect, it } from "vitest";
import {
  type AnalysisUrlState,
  analysisRequestFromState,
  DEFAULT_ANALYSIS_URL_STATE,
  isRunnable,
  normalizeHandle,
  parseAnalysisUrlState,
  parseUrlDate,
  presetFromPathName,
  resolveDateRange,
  serializeAnalysisUrlState,
} from "./analysis-url-state.ts";

/** A stand-in for URLSearchParams (core compiles without DOM types): enough of it for these links. */
function params(search: string) {
  const pairs = search
    .split("&")
    .filter(Boolean)
    .map((pair) => pair.split("=").map((part) => decodeURIComponent(part.replace(/\+/g, " "))) as [string, string]);
  return { get: (name: string) => pairs.find(([key]) => key === name)?.[1] ?? null };
}
const query = (pairs: [string, string][]) =>
  pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join("&");
const parse = (search: string, name?: string) => parseAnalysisUrlState(params(search), name);
const NOW = new Date("2026-10-31T12:00:00.000Z");

describe("analysis URL state", () => {
  it("defaults to a conversation over the default window, like_count order, Global", () => {
    expect(parse("")).toEqual(DEFAULT_ANALYSIS_URL_STATE);
    expect(DEFAULT_ANALYSIS_URL_STATE).toMatchObject({
      type: "conversation",
      order: "like_count",
      country: "Global",
      start: null,
      end: null,
    });
  });

  it("reads every field", () => {
    const state = parse(
      "type=keyword&q=%23kpop+OR+lisa&start=2021-09-22&end=2021-09-23&country=JP&order=recency&card=genders",
    );
    expect(state).toEqual({
      ...DEFAULT_ANALYSIS_URL_STATE,
      type: "keyword",
      query: "#kpop OR lisa",
      start: "2021-09-22",
      end: "2021-09-23",
      country: "JP",
      order: "recency",
      expanded: "genders",
    });
  });

  it("round-trips through serialize and parse", () => {
    const states: AnalysisUrlState[] = [
      { ...DEFAULT_ANALYSIS_URL_STATE, type: "keyword", query: '(nike AND "air max") OR #sneakers NOT fake' },
      { ...DEFAULT_ANALYSIS_URL_STATE, type: "handle", handle: "nike", country: "United States", expanded: "profile" },
      { ...DEFAULT_ANALYSIS_URL_STATE, type: "post", postId: "https://x.com/a/status/123", start: "2026-01-01" },
      { ...DEFAULT_ANALYSIS_URL_STATE, query: "東京 OR 大阪", end: "2026-10-01T10:00:00.000Z", order: "recency" },
      { ...DEFAULT_ANALYSIS_URL_STATE, type: "keyword", query: "electric car", unwiden: ["ev", "electric automobile"] },
    ];
    for (const state of states) expect(parse(query(serializeAnalysisUrlState(state)))).toEqual(state);
  });

  it("writes only what matters: defaults and other types' inputs stay out of the link", () => {
    const pairs = serializeAnalysisUrlState({
      ...DEFAULT_ANALYSIS_URL_STATE,
      type: "handle",
      handle: "@nike",
      query: "left over",
      postId: "99",
    });
    expect(pairs).toEqual([
      ["type", "handle"],
      ["handle", "nike"],
    ]);
  });

  it("ignores bad values instead of failing", () => {
    const state = parse("type=nope&order=random&card=nothing&start=2026-02-31&end=yesterday&handle=not a handle");
    expect(state).toEqual(DEFAULT_ANALYSIS_URL_STATE);
  });

  it("accepts the query types' shown labels as type words", () => {
    expect(parse("type=audience").type).toBe("keyword");
    expect(parse("type=posts").type).toBe("post");
    expect(parse("type=Handle").type).toBe("handle");
  });

  it("lets /explore/:name preselect a type or a handle; the query string wins", () => {
    expect(presetFromPathName("conversation")).toEqual({ type: "conversation" });
    expect(presetFromPathName("audience")).toEqual({ type: "keyword" });
    expect(presetFromPathName("@nike")).toEqual({ type: "handle", handle: "nike" });
    expect(presetFromPathName("not a handle!")).toEqual({});
    expect(presetFromPathName(undefined)).toEqual({});
    expect(presetFromPathName("constructor")).toEqual({ type: "handle", handle: "constructor" });
    expect(parse("", "nike")).toMatchObject({ type: "handle", handle: "nike" });
    expect(parse("type=keyword&q=x", "nike")).toMatchObject({ type: "keyword", handle: "nike" });
  });

  it("normalises handles typed with @ or as a profile URL", () => {
    expect(normalizeHandle(" @Nike ")).toBe("Nike");
    expect(normalizeHandle("https://x.com/nike")).toBe("nike");
    expect(normalizeHandle("twitter.com/jack/")).toBe("jack");
    expect(normalizeHandle("two words")).toBe("");
    expect(normalizeHandle("waytoolonghandle1234")).toBe("");
  });

  it("checks dates are real", () => {
    expect(parseUrlDate("2024-02-29")).toBe("2024-02-29");
    expect(parseUrlDate("2023-02-29")).toBeNull();
    expect(parseUrlDate("2026-10-01T10:00:00Z")).toBe("2026-10-01T10:00:00Z");
    expect(parseUrlDate("")).toBeNull();
  });

  it("runs only when the type has its input", () => {
    expect(isRunnable(DEFAULT_ANALYSIS_URL_STATE)).toBe(false);
    expect(isRunnable({ ...DEFAULT_ANALYSIS_URL_STATE, query: "kpop" })).toBe(true);
    expect(isRunnable({ ...DEFAULT_ANALYSIS_URL_STATE, type: "handle", query: "kpop" })).toBe(false);
    expect(isRunnable({ ...DEFAULT_ANALYSIS_URL_STATE, type: "handle", handle: "@nike" })).toBe(true);
    expect(isRunnable({ ...DEFAULT_ANALYSIS_URL_STATE, type: "post", postId: "123" })).toBe(true);
  });
});

describe("analysis request from the URL state", () => {
  it("uses the default window without dates: 30 days ending 5 minutes before now", () => {
    expect(resolveDateRange(DEFAULT_ANALYSIS_URL_STATE, NOW)).toEqual({
      start_date: "2026-10-01T11:55:00.000Z",
      end_date: "2026-10-31T11:55:00.000Z",
    });
  });

  it("reads date-only values as whole UTC days", () => {
    const state = { ...DEFAULT_ANALYSIS_URL_STATE, start: "2021-09-22", end: "2021-09-22" };
    expect(resolveDateRange(state, NOW)).toEqual({
      start_date: "2021-09-22T00:00:00.000Z",
      end_date: "2021-09-22T23:59:59.999Z",
    });
  });

  it("keeps a 30-day window when only the end is given, and ends at the default end with only a start", () => {
    expect(resolveDateRange({ ...DEFAULT_ANALYSIS_URL_STATE, end: "2021-09-30" }, NOW).start_date).toBe(
      "2021-09-01T00:00:00.000Z",
    );
    expect(resolveDateRange({ ...DEFAULT_ANALYSIS_URL_STATE, start: "2026-10-20" }, NOW).end_date).toBe(
      "2026-10-31T11:55:00.000Z",
    );
  });

  it("sends the input of the type only", () => {
    const base = { ...DEFAULT_ANALYSIS_URL_STATE, query: " kpop ", handle: "nike", postId: "1" };
    expect(analysisRequestFromState({ ...base, type: "keyword" }, NOW)).toEqual({
      query_type: "keyword",
      query: "kpop",
      start_date: "2026-10-01T11:55:00.000Z",
      end_date: "2026-10-31T11:55:00.000Z",
      country: "Global",
      post_order: "like_count",
    });
    expect(analysisRequestFromState({ ...base, type: "handle" }, NOW)).toMatchObject({ handle: "nike" });
    expect(analysisRequestFromState({ ...base, type: "handle" }, NOW)).not.toHaveProperty("query");
    expect(analysisRequestFromState({ ...base, type: "post" }, NOW)).toMatchObject({ post_id: "1" });
  });

  it("sends the widening terms taken out, for keyword queries only", () => {
    const state = parse("type=keyword&q=electric+car&unwiden=EV,+evs,,ev");
    expect(state.unwiden).toEqual(["ev", "evs"]);
    expect(analysisRequestFromState(state, NOW)).toMatchObject({ query: "electric car", unwidened: ["ev", "evs"] });
    expect(analysisRequestFromState({ ...state, unwiden: [] }, NOW)).not.toHaveProperty("unwidened");
    expect(serializeAnalysisUrlState({ ...state, type: "handle", handle: "nike" })).not.toContainEqual([
      "unwiden",
      "ev,evs",
    ]);
    expect(parse(`unwiden=${"x,".repeat(80)}`).unwiden).toEqual(["x"]);
  });

  it("scopes a keyword or conversation analysis to a community, runnable without a query", () => {
    const state = parse("type=conversation&community=1758747817642700922");
    expect(state.community).toBe("1758747817642700922");
    expect(isRunnable(state)).toBe(true);
    expect(serializeAnalysisUrlState(state)).toContainEqual(["community", "1758747817642700922"]);
    expect(analysisRequestFromState(state, new Date("2026-03-10T00:00:00Z"))).toMatchObject({
      community: "1758747817642700922",
    });
    // Not an id, or a type that takes no query: no community.
    expect(parse("type=conversation&community=coffee").community).toBe("");
    expect(serializeAnalysisUrlState({ ...state, type: "handle", handle: "nike" })).not.toContainEqual([
      "community",
      "1758747817642700922",
    ]);
  });
});
