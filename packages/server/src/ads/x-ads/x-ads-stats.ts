import { gunzipSync } from "node:zlib";
import { AdsPlatformError } from "../ads-platform.ts";
import type { XAdsHttp } from "./x-ads-http.ts";

/**
 * Delivery figures read from the X Ads API: the synchronous stats endpoint for short ranges, and
 * asynchronous analytics jobs (create, poll, download the gzipped file) for long or segmented ones.
 * Rate limits are the HTTP client's: a window used up refuses the call with a 429 and when to retry.
 */

/** The synchronous endpoint's longest range, in days. */
export const SYNC_MAX_DAYS = 7;
/** A job's longest range: 90 days, 45 when segmented. */
export const JOB_MAX_DAYS = 90;
export const SEGMENTED_JOB_MAX_DAYS = 45;
/** Entities one request may name. */
export const MAX_ENTITY_IDS = 20;
const METRIC_GROUPS = "ENGAGEMENT,BILLING";

export type XStatsEntity = "CAMPAIGN" | "LINE_ITEM" | "PROMOTED_TWEET";
/** How X segments a job's figures (a few of its segmentation types). */
export type XSegmentation = "AGE" | "GENDER" | "LOCATIONS" | "PLATFORMS";

export type XStatsQuery = {
  accountId: string;
  entity: XStatsEntity;
  entityIds: readonly string[];
  /** first and last day, both included (UTC days) */
  from: string;
  to: string;
  segmentation?: XSegmentation;
};

/** One entity's figures on one day (in one segment when segmented); spend in micros of the account's currency. */
export type XDayFigures = {
  id: string;
  day: string;
  segment: { name: string; value: string } | null;
  impressions: number;
  engagements: number;
  clicks: number;
  spend_micro: number;
};

type Series = (number | null)[] | null;
type StatsAnswer = {
  data_type?: string;
  time_series_length?: number;
  data: {
    id: string;
    id_data: {
      segment: { segment_name: string; segment_value: string } | null;
      metrics: Record<string, Series>;
    }[];
  }[];
};
type Job = { id_str: string; status: "QUEUED" | "PROCESSING" | "SUCCESS" | "FAILED" | string; url: string | null };

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const span = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/** [from, to] cut into ranges of at most `days` days. */
export function chunkDays(from: string, to: string, days: number): [string, string][] {
  const out: [string, string][] = [];
  for (let start = from; start <= to; start = addDays(start, days)) {
    const end = addDays(start, days - 1);
    out.push([start, end < to ? end : to]);
  }
  return out;
}

/** A stats answer (synchronous, or a job's file) as one figure per entity, day and segment; days without data are left out. */
export function parseStats(answer: StatsAnswer, from: string): XDayFigures[] {
  const out: XDayFigures[] = [];
  for (const entity of answer.data ?? []) {
    for (const part of entity.id_data ?? []) {
      const m = part.metrics ?? {};
      const length = answer.time_series_length ?? m.impressions?.length ?? 0;
      for (let i = 0; i < length; i++) {
        const at = (name: string) => m[name]?.[i] ?? null;
        const values = [at("impressions"), at("engagements"), at("clicks"), at("billed_charge_local_micro")];
        if (values.every((v) => v === null)) continue;
        out.push({
          id: entity.id,
          day: addDays(from, i),
          segment: part.segment ? { name: part.segment.segment_name, value: part.segment.segment_value } : null,
          impressions: values[0] ?? 0,
          engagements: values[1] ?? 0,
          clicks: values[2] ?? 0,
          spend_micro: values[3] ?? 0,
        });
      }
    }
  }
  return out;
}

/** Micros of a currency (X's spend) in its minor units, rounded to the nearest. */
export const microsToMinor = (micros: number, decimals: number) => Math.round(micros / 10 ** (6 - decimals));

export type XAdsStatsOptions = {
  /** downloads a finished job's file (a plain GET of its URL: it is not signed) */
  fetch: typeof fetch;
  /** waits between polls of a job */
  sleep: (ms: number) => Promise<void>;
  pollMs: number;
  /** polls before a job is given up */
  maxPolls: number;
};

const statsParams = (q: XStatsQuery, ids: readonly string[], from: string, to: string) => ({
  entity: q.entity,
  entity_ids: ids.join(","),
  start_time: `${from}T00:00:00Z`,
  end_time: `${addDays(to, 1)}T00:00:00Z`,
  granularity: "DAY",
  metric_groups: METRIC_GROUPS,
  placement: "ALL_ON_TWITTER",
  ...(q.segmentation ? { segmentation_type: q.segmentation } : {}),
});

/** Reads an account's daily figures for the entities: synchronously for up to a week unsegmented, else by jobs. */
export function createXAdsStats(http: XAdsHttp, options: XAdsStatsOptions) {
  const path = (accountId: string) => `stats/accounts/${encodeURIComponent(accountId)}`;
  const jobsPath = (accountId: string) => `stats/jobs/accounts/${encodeURIComponent(accountId)}`;

  async function readSync(q: XStatsQuery, ids: readonly string[]): Promise<XDayFigures[]> {
    const answer = (await http.call<StatsAnswer["data"]>({
      method: "GET",
      path: path(q.accountId),
      endpoint: "stats/accounts/:account_id",
      accountId: q.accountId,
      query: statsParams(q, ids, q.from, q.to),
    })) as unknown as StatsAnswer;
    return parseStats(answer, q.from);
  }

  async function runJob(q: XStatsQuery, ids: readonly string[], from: string, to: string): Promise<XDayFigures[]> {
    const created = await http.call<Job>({
      method: "POST",
      path: jobsPath(q.accountId),
      endpoint: "stats/jobs/accounts/:account_id",
      accountId: q.accountId,
      query: statsParams(q, ids, from, to),
    });
    let job = created.data;
    for (let poll = 0; job.status !== "SUCCESS"; poll++) {
      if (job.status === "FAILED") throw new AdsPlatformError(`X Ads API analytics job ${job.id_str} failed`, 502);
      if (poll >= options.maxPolls) {
        throw new AdsPlatformError(`X Ads API analytics job ${job.id_str} did not finish in time`, 504);
      }
      await options.sleep(options.pollMs);
      const polled = await http.call<Job[]>({
        method: "GET",
        path: jobsPath(q.accountId),
        endpoint: "stats/jobs/accounts/:account_id",
        accountId: q.accountId,
        query: { job_ids: job.id_str },
      });
      const found = polled.data.find((j) => j.id_str === job.id_str);
      if (!found) throw new AdsPlatformError(`X Ads API no longer lists analytics job ${job.id_str}`, 502);
      job = found;
    }
    if (!job.url) throw new AdsPlatformError(`X Ads API analytics job ${job.id_str} finished without a file`, 502);
    return parseStats(await download(job.url), from);
  }

  async function download(url: string): Promise<StatsAnswer> {
    let bytes: Buffer;
    try {
      const response = await options.fetch(url, { signal: AbortSignal.timeout(60_000) });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      bytes = gunzipSync(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      throw new AdsPlatformError(`X Ads API analytics file could not be read: ${(error as Error).message}`, 502);
    }
    return JSON.parse(bytes.toString("utf8")) as StatsAnswer;
  }

  return {
    async readStats(q: XStatsQuery): Promise<XDayFigures[]> {
      const out: XDayFigures[] = [];
      for (let i = 0; i < q.entityIds.length; i += MAX_ENTITY_IDS) {
        const ids = q.entityIds.slice(i, i + MAX_ENTITY_IDS);
        if (!q.segmentation && span(q.from, q.to) <= SYNC_MAX_DAYS) {
          out.push(...(await readSync(q, ids)));
          continue;
        }
        const days = q.segmentation ? SEGMENTED_JOB_MAX_DAYS : JOB_MAX_DAYS;
        for (const [from, to] of chunkDays(q.from, q.to, days)) out.push(...(await runJob(q, ids, from, to)));
      }
      return out;
    },
  };
}
