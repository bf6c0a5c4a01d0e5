import type { ImportItem } from "@xa/core/social/records";
import type { Morpheme } from "@xa/text/sentiment/sentiment-ja-morpheme";
import type { Db } from "../../db/database.ts";
import { useAnalysed } from "../japanese-analyser.ts";
import { BatchCollector, type EncodedBatch, writeEncodedBatch } from "../write-items.ts";
import type { DemoAnalyser } from "./demo-analyser.ts";
import { TOPICS } from "./demo-content.ts";
import type { PhaseTimer } from "./demo-timings.ts";
import { type Prng, WeightedPicker } from "./prng.ts";

// What the steps of generating a demo world share: its clock, its people, its communities, its batches.

export const DAY_MS = 86_400_000;
export const BATCH = 5000;
const TWITTER_EPOCH = 1288834974657n;

/** A snowflake-style id: sortable by time, like the platform's. */
export function snowflake(ms: number, seq: number): string {
  return (((BigInt(ms) - TWITTER_EPOCH) << 22n) | BigInt(seq & 0x3fffff)).toString();
}

/** Reports progress; the server answers requests before it returns (see yieldToEventLoop). */
export type Step = (phase: string, done: number, total: number) => Promise<void>;

/** One world being generated. Every step draws from the same `rng`, in order: that keeps a seed's world the same. */
export type DemoWorld = {
  db: Db;
  rng: Prng;
  /** the first millisecond of the world's last day (UTC) */
  endDay: number;
  days: number;
  step: Step;
  /** counts the time of encoding and writing batches apart from the phase that makes them */
  timer?: PhaseTimer;
};

/** An account as the generator sees it: its communities (topics), reach and how often it posts. */
export type Person = {
  id: string;
  handle: string;
  lang: "en" | "ja";
  topic: number;
  second: number;
  /** its side in the debate among its topics, if any (drawn for everyone: only debates read it) */
  side: 0 | 1;
  followers: number;
  activity: number;
  /** an organisation's account (a brand, a club, a campaign) */
  brand: boolean;
  /** one of a topic's notable accounts, brand or person */
  notable: boolean;
};

type Member = { p: Person; i: number };

/** Who belongs to each topic's community (and each side of a debate), with pickers weighted by popularity or activity. */
export type Communities = {
  byTopic: Member[][];
  topicPopularity: WeightedPicker[];
  globalPopularity: WeightedPicker;
  activity: WeightedPicker;
  topicActivity: WeightedPicker[];
  /** a debate's members by side, with their pickers; empty for other topics */
  bySide: { members: Member[]; popularity: WeightedPicker; activity: WeightedPicker }[][];
};

// Heavy-tailed: popular accounts are followed more often, but not in proportion.
const popularity = (members: Member[]) => new WeightedPicker(members.map(({ p }) => p.followers ** 0.8));
const activityOf = (members: Member[]) => new WeightedPicker(members.map(({ p }) => p.activity));

export function planCommunities(people: Person[]): Communities {
  const byTopic = TOPICS.map((_, t) =>
    people.map((p, i) => ({ p, i })).filter(({ p }) => p.topic === t || p.second === t),
  );
  const bySide = TOPICS.map((topic, t) =>
    topic.sides
      ? [0, 1].map((side) => {
          const members = (byTopic[t] ?? []).filter(({ p }) => p.side === side);
          return { members, popularity: popularity(members), activity: activityOf(members) };
        })
      : [],
  );
  return {
    byTopic,
    topicPopularity: byTopic.map(popularity),
    // Outside one's topics, reach matters less: people follow friends as well as the famous.
    globalPopularity: new WeightedPicker(people.map((p) => p.followers ** 0.5)),
    activity: new WeightedPicker(people.map((p) => p.activity)),
    topicActivity: byTopic.map(activityOf),
    bySide,
  };
}

/**
 * A member of topic `t` drawn by `by` (popularity or activity), of `side` when the topic is a
 * debate and a side is given. Undefined when the community is empty.
 */
export function drawMember(
  rng: Prng,
  c: Communities,
  t: number,
  by: "popularity" | "activity",
  side?: 0 | 1,
): Member | undefined {
  const sides = c.bySide[t];
  const ofSide = side !== undefined && sides && sides.length > 0 ? sides[side] : undefined;
  if (ofSide && ofSide.members.length > 0) return ofSide.members[ofSide[by].pick(rng)];
  const members = c.byTopic[t] ?? [];
  if (members.length === 0) return undefined;
  const picker = by === "popularity" ? c.topicPopularity[t] : c.topicActivity[t];
  return members[picker?.pick(rng) ?? 0];
}

/** A batch collected, its Japanese being analysed (see DemoBatchWriter). */
type Collected = { collector: BatchCollector; analysed: Promise<ReadonlyMap<string, Morpheme[]> | null> | null };

/**
 * Items waiting to be written, written a batch at a time; counts the engagements stored. With an
 * analyser thread, a batch's Japanese is analysed there while this thread draws the next batch and
 * encodes and writes the one before: each batch is encoded and written one flush late.
 */
export class DemoBatchWriter {
  private pending: ImportItem[] = [];
  private collected: Collected | null = null;
  private writing: Promise<void> = Promise.resolve();
  engagements = 0;
  constructor(
    private readonly world: DemoWorld,
    private readonly analyser: DemoAnalyser | null = null,
  ) {}

  get size(): number {
    return this.pending.length;
  }

  push(item: ImportItem): void {
    this.pending.push(item);
  }

  /** Hands the items waiting to the analyser, and encodes and starts writing the batch before. */
  async flush(phase: string, done: number, total: number): Promise<void> {
    const collector = new BatchCollector();
    for (const item of this.pending) collector.add(item, 0);
    this.pending = [];
    const texts = this.analyser ? collector.japaneseTexts() : [];
    const analysed = this.analyser && texts.length > 0 ? this.analyser.port.analyse(texts) : null;
    const before = this.collected;
    this.collected = { collector, analysed };
    if (before) await this.write(before, phase);
    await this.world.step(phase, done, total);
  }

  /** Encodes and writes what is left, and waits for the writes. */
  async drain(phase: string): Promise<void> {
    const last = this.collected;
    this.collected = null;
    if (last) await this.write(last, phase);
    const timer = this.lap(phase);
    await this.writing;
    timer("write");
  }

  private async write({ collector, analysed }: Collected, phase: string): Promise<void> {
    const timer = this.lap(phase);
    const morphemes = analysed ? await analysed : null;
    timer("wait for analyser");
    let batch: EncodedBatch;
    useAnalysed(morphemes);
    try {
      batch = collector.encode("demo");
    } finally {
      useAnalysed(null);
    }
    timer("enrich, encode");
    await this.writing;
    timer("write");
    // Counted as stored: a liker drawn twice for a post, or a second reply to the same post by
    // its author, is one engagement.
    const writing = writeEncodedBatch(this.world.db, batch).then((counts) => {
      this.engagements += counts.engagements.inserted;
    });
    // Awaited by the next write or drain; until then a failure must not count as unhandled.
    writing.catch(() => {});
    this.writing = writing;
  }

  /** A stopwatch whose laps are counted to parts of `phase` (see PhaseTimer.add). */
  private lap(phase: string): (part: string) => void {
    let started = performance.now();
    let cpu = process.cpuUsage();
    return (part) => {
      const used = process.cpuUsage(cpu);
      this.world.timer?.add(`${phase}: ${part}`, performance.now() - started, (used.user + used.system) / 1000, phase);
      started = performance.now();
      cpu = process.cpuUsage();
    };
  }
}
