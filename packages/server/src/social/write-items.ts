import {
  type AccountRecord,
  type CommunityRecord,
  type EngagementRecord,
  emptyCommunity,
  type FollowerSnapshotRecord,
  type FollowRecord,
  type ImportItem,
  type ListMemberRecord,
  type ListRecord,
  type PostRecord,
  type SourceKind,
} from "@xa/core/social/records";
import type { Db } from "../db/database.ts";
import { type CopyRows, CopyRowsBuilder } from "./copy-rows.ts";
import { ACCOUNT_UPSERT, accountRow, cleanText, editsOf, japaneseTextOf, POST_UPSERT, postRow } from "./store-rows.ts";
import { type UpsertCounts, type UpsertOptions, type UpsertResult, upsertRows } from "./upsert-batch.ts";
import { type RejectedRow, upsertKeepingGood } from "./upsert-isolating.ts";

/** Per kind of record: how many were new and how many updated. */
export type WriteCounts = Record<
  "accounts" | "posts" | "follows" | "engagements" | "lists" | "listMembers" | "communities" | "snapshots",
  UpsertCounts
>;

const zero = (): UpsertCounts => ({ inserted: 0, updated: 0, unchanged: 0 });
export const emptyWriteCounts = (): WriteCounts => ({
  accounts: zero(),
  posts: zero(),
  follows: zero(),
  engagements: zero(),
  lists: zero(),
  listMembers: zero(),
  communities: zero(),
  snapshots: zero(),
});

export function addWriteCounts(into: WriteCounts, more: WriteCounts): void {
  for (const key of Object.keys(into) as (keyof WriteCounts)[]) {
    into[key].inserted += more[key].inserted;
    into[key].updated += more[key].updated;
    into[key].unchanged += more[key].unchanged ?? 0;
  }
}

const FOLLOW_UPSERT: UpsertOptions = {
  table: "follows",
  columns: { follower_id: "text", followee_id: "text", created_at: "timestamptz", source: "text" },
  conflict: "follower_id, followee_id",
  update: "created_at = EXCLUDED.created_at",
  changed: "follows.created_at IS NULL AND EXCLUDED.created_at IS NOT NULL",
};
const ENGAGEMENT_UPSERT: UpsertOptions = {
  table: "engagements",
  columns: { account_id: "text", post_id: "text", kind: "text", created_at: "timestamptz", source: "text" },
  conflict: "post_id, account_id, kind",
  update: "created_at = EXCLUDED.created_at",
  changed: "engagements.created_at IS NULL AND EXCLUDED.created_at IS NOT NULL",
};
const LIST_UPSERT: UpsertOptions = {
  table: "lists",
  columns: {
    id: "text",
    owner_id: "text",
    name: "text",
    description: "text",
    private: "boolean",
    member_count: "bigint",
    follower_count: "bigint",
    created_at: "timestamptz",
    source: "text",
  },
  conflict: "id",
  update: `name = EXCLUDED.name, ${["owner_id", "description", "private", "member_count", "follower_count", "created_at"].map((c) => `${c} = COALESCE(EXCLUDED.${c}, lists.${c})`).join(", ")}, updated_at = EXCLUDED.updated_at`,
};
const LIST_MEMBER_UPSERT: UpsertOptions = {
  table: "list_members",
  columns: { list_id: "text", account_id: "text" },
  conflict: "list_id, account_id",
  update: null,
};
const COMMUNITY_NULLABLE = ["name", "description", "access", "join_policy", "member_count", "created_at"];
const COMMUNITY_UPSERT: UpsertOptions = {
  table: "communities",
  columns: {
    id: "text",
    name: "text",
    description: "text",
    access: "text",
    join_policy: "text",
    member_count: "bigint",
    created_at: "timestamptz",
    source: "text",
    is_demo: "boolean",
  },
  conflict: "id",
  update: `${COMMUNITY_NULLABLE.map((c) => `${c} = COALESCE(EXCLUDED.${c}, communities.${c})`).join(", ")}, source = EXCLUDED.source, updated_at = EXCLUDED.updated_at`,
};

const SNAPSHOT_UPSERT: UpsertOptions = {
  table: "follower_snapshots",
  columns: { account_id: "text", day: "date", followers: "bigint", following: "bigint" },
  conflict: "account_id, day",
  // The same day seen again: the later sighting (in file order) holds.
  update: "followers = EXCLUDED.followers, following = EXCLUDED.following",
  changed:
    "(follower_snapshots.followers, follower_snapshots.following) IS DISTINCT FROM (EXCLUDED.followers, EXCLUDED.following)",
};

/** The upsert of each kind of record: its table, columns and rules. */
export const UPSERTS: Record<keyof WriteCounts, UpsertOptions> = {
  accounts: ACCOUNT_UPSERT,
  posts: POST_UPSERT,
  follows: FOLLOW_UPSERT,
  engagements: ENGAGEMENT_UPSERT,
  lists: LIST_UPSERT,
  listMembers: LIST_MEMBER_UPSERT,
  communities: COMMUNITY_UPSERT,
  snapshots: SNAPSHOT_UPSERT,
};

/** An edited post's history: its older versions are superseded by the latest. */
export type Edit = { latest: string; older: string[] };

/** A batch encoded for the database (see copy-rows): what a worker thread hands over. */
export type EncodedBatch = {
  /** keyed by id, with fingerprints: the importer leaves out a profile it has just written */
  accounts: CopyRows;
  /** keyed by id */
  posts: CopyRows;
  /** for each post row, its author when it has hashtags (the author's interests are enriched again) */
  taggedAuthors: (string | null)[];
  edits: Edit[];
  /** posts whose search vector the importer left to the database (see searchVector) */
  unvectored: string[];
  follows: CopyRows;
  engagements: CopyRows;
  lists: CopyRows;
  listMembers: CopyRows;
  communities: CopyRows;
  /** with fingerprints: the importer leaves out a snapshot it has just written */
  snapshots: CopyRows;
  /** each snapshot row's account */
  snapshotAccounts: string[];
};

/**
 * Adds a record to a map by id; a repeat is merged into the first (its non-null values win). The
 * records are the mapper's own fresh objects, so the first is updated in place: popular authors
 * repeat on page after page, and a copy per repeat was a real part of preparing a batch.
 */
function mergeInto<T extends { id: string }>(byId: Map<string, T>, record: T): void {
  const before = byId.get(record.id) as Record<string, unknown> | undefined;
  if (!before) {
    byId.set(record.id, record);
    return;
  }
  const next = record as Record<string, unknown>;
  for (const key in next) {
    const value = next[key];
    if (value !== null && value !== undefined) before[key] = value;
  }
}

/** Keeps the last record of a key (edges and snapshots carry nothing to merge); gives the key. */
function setBy<T>(records: Map<string, T>, key: string, record: T): string {
  records.set(key, record);
  return key;
}

const byId = <T extends { id: string }>(records: Map<string, T>): T[] =>
  [...records.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/**
 * Collects the import items of one batch, merging repeats (one upsert may not touch a row twice),
 * then enriches the posts and encodes every table. Items can be added as they are read, so only
 * the batch's records stay in memory, not the parsed input. Pure CPU work.
 */
export class BatchCollector {
  private readonly accounts = new Map<string, AccountRecord>();
  private readonly posts = new Map<string, PostRecord>();
  private readonly follows = new Map<string, FollowRecord>();
  private readonly engagements = new Map<string, EngagementRecord>();
  private readonly lists = new Map<string, ListRecord>();
  private readonly members = new Map<string, ListMemberRecord>();
  private readonly communities = new Map<string, CommunityRecord>();
  private readonly snapshots = new Map<string, FollowerSnapshotRecord>();
  /** the line each record was last read from, by kind and key: a row the database refuses is reported by it */
  private readonly lines = new Map<string, number>();

  /** Adds an item read from `line` of the input (0: not from a file). */
  add(item: ImportItem, line = 0): void {
    const key = this.store(item);
    if (line > 0 && key !== null) this.lines.set(`${item.type} ${key}`, line);
  }

  /** Keeps an item (merged with a repeat), and gives its key. */
  private store(item: ImportItem): string | null {
    switch (item.type) {
      case "account":
        mergeInto(this.accounts, item.record);
        return item.record.id;
      case "post":
        mergeInto(this.posts, item.record);
        return item.record.id;
      case "list":
        mergeInto(this.lists, item.record);
        return item.record.id;
      case "community":
        mergeInto(this.communities, item.record);
        return item.record.id;
      case "follow":
        return setBy(this.follows, `${item.record.followerId} ${item.record.followeeId}`, item.record);
      case "engagement":
        return setBy(
          this.engagements,
          `${item.record.postId} ${item.record.accountId} ${item.record.kind}`,
          item.record,
        );
      case "list-member":
        return setBy(this.members, `${item.record.listId} ${item.record.accountId}`, item.record);
      case "snapshot":
        return setBy(this.snapshots, `${item.record.accountId} ${item.record.day}`, item.record);
      default:
        return null;
    }
  }

  /** The texts encode will have the Japanese analyser read, each once (see useAnalysed). */
  japaneseTexts(): string[] {
    const texts = new Set<string>();
    for (const p of this.posts.values()) {
      const text = japaneseTextOf(p);
      if (text !== null) texts.add(text);
    }
    return [...texts];
  }

  private lineOf(type: ImportItem["type"], key: string): number {
    return this.lines.get(`${type} ${key}`) ?? 0;
  }

  /**
   * Encodes the batch. Accounts and posts go in id order, so imports writing the same ids at the
   * same time take their row locks in one order within each step (a deadlock across the steps of
   * an upsert is retried: see batch-writer).
   */
  encode(source: SourceKind): EncodedBatch {
    const accounts = new CopyRowsBuilder(ACCOUNT_UPSERT.columns, { fingerprints: true });
    for (const a of byId(this.accounts)) accounts.add(accountRow(a, source), a.id, this.lineOf("account", a.id));
    const posts = new CopyRowsBuilder(POST_UPSERT.columns);
    const taggedAuthors: (string | null)[] = [];
    const edits: Edit[] = [];
    const unvectored: string[] = [];
    for (const p of byId(this.posts)) {
      const row = postRow(p, source);
      posts.add(row, p.id, this.lineOf("post", p.id));
      if (row.search === null) unvectored.push(p.id);
      taggedAuthors.push((row.hashtags as string[]).length > 0 ? p.authorId : null);
      const edit = editsOf(p);
      if (edit) edits.push(edit);
    }
    const follows = new CopyRowsBuilder(FOLLOW_UPSERT.columns);
    for (const [key, f] of this.follows)
      follows.add(
        { follower_id: f.followerId, followee_id: f.followeeId, created_at: f.createdAt, source },
        undefined,
        this.lineOf("follow", key),
      );
    const engagements = new CopyRowsBuilder(ENGAGEMENT_UPSERT.columns);
    for (const [key, e] of this.engagements)
      engagements.add(
        { account_id: e.accountId, post_id: e.postId, kind: e.kind, created_at: e.createdAt, source },
        undefined,
        this.lineOf("engagement", key),
      );
    const lists = new CopyRowsBuilder(LIST_UPSERT.columns);
    for (const l of this.lists.values())
      lists.add(
        {
          id: l.id,
          owner_id: l.ownerId,
          name: cleanText(l.name),
          description: cleanText(l.description),
          private: l.private,
          member_count: l.members,
          follower_count: l.followers,
          created_at: l.createdAt,
          source,
        },
        undefined,
        this.lineOf("list", l.id),
      );
    const listMembers = new CopyRowsBuilder(LIST_MEMBER_UPSERT.columns);
    for (const [key, m] of this.members)
      listMembers.add({ list_id: m.listId, account_id: m.accountId }, undefined, this.lineOf("list-member", key));
    // A post made in a community the batch says nothing else of: the community is known by its id
    // until a lookup names it (the upsert keeps what an earlier source said).
    for (const p of this.posts.values()) {
      if (p.communityId && !this.communities.has(p.communityId))
        this.communities.set(p.communityId, emptyCommunity(p.communityId));
    }
    const communities = new CopyRowsBuilder(COMMUNITY_UPSERT.columns);
    for (const c of byId(this.communities))
      communities.add(
        {
          id: c.id,
          name: cleanText(c.name),
          description: cleanText(c.description),
          access: c.access,
          join_policy: c.joinPolicy,
          member_count: c.members,
          created_at: c.createdAt,
          source,
          is_demo: source === "demo",
        },
        undefined,
        this.lineOf("community", c.id),
      );
    const snapshots = new CopyRowsBuilder(SNAPSHOT_UPSERT.columns, { fingerprints: true });
    const snapshotAccounts: string[] = [];
    for (const key of [...this.snapshots.keys()].sort()) {
      const { accountId, day, followers, following } = this.snapshots.get(key) as FollowerSnapshotRecord;
      snapshots.add({ account_id: accountId, day, followers, following }, undefined, this.lineOf("snapshot", key));
      snapshotAccounts.push(accountId);
    }
    return {
      accounts: accounts.finish(),
      posts: posts.finish(),
      taggedAuthors,
      edits,
      unvectored,
      follows: follows.finish(),
      engagements: engagements.finish(),
      lists: lists.finish(),
      listMembers: listMembers.finish(),
      communities: communities.finish(),
      snapshots: snapshots.finish(),
      snapshotAccounts,
    };
  }
}

/** Collects and encodes a batch of import items in one go; `lines`: the line each item was read from. */
export function encodeItems(items: Iterable<ImportItem>, source: SourceKind, lines?: readonly number[]): EncodedBatch {
  const collector = new BatchCollector();
  let i = 0;
  for (const item of items) collector.add(item, lines?.[i++] ?? 0);
  return collector.encode(source);
}

const countsOf = ({ inserted, updated, unchanged }: UpsertCounts): UpsertCounts => ({ inserted, updated, unchanged });

/** One result of the results of an upsert written in parts: counts added, staged summaries' lists joined. */
function joinResults<S extends Record<string, unknown>>(parts: UpsertResult<S>[]): UpsertResult<S> {
  const joined: UpsertResult<S> = { inserted: 0, updated: 0, unchanged: 0, summary: null, copied: [] };
  const copied: number[] = [];
  for (const part of parts) {
    joined.inserted += part.inserted;
    joined.updated += part.updated;
    joined.unchanged += part.unchanged;
    copied.push(...part.copied);
    if (!part.summary) continue;
    const summary = (joined.summary ?? {}) as Record<string, unknown>;
    for (const [key, value] of Object.entries(part.summary))
      summary[key] = Array.isArray(value) ? [...((summary[key] as unknown[] | undefined) ?? []), ...value] : value;
    joined.summary = summary as S;
  }
  joined.copied = copied;
  return joined;
}

/**
 * Writes an encoded batch in one transaction: every kind upserted, none duplicated.
 * `picked` chooses the account and snapshot rows to write (the importer leaves out repeats).
 * Also marks what follows from the posts: authors of new or changed tagged posts are enriched
 * again (their interests come from their hashtags), and older versions of edited posts are superseded.
 * With `rejected`, rows the database refuses are left out and listed there, the others written
 * (slower: for a batch that failed on its data, see upsertKeepingGood).
 */
export function writeEncodedBatch(
  db: Db,
  batch: EncodedBatch,
  picked: { accounts?: readonly number[]; snapshots?: readonly number[] } = {},
  rejected?: RejectedRow[],
): Promise<WriteCounts> {
  return db.transaction(async (tx) => {
    const upsert = async <S extends Record<string, unknown> = Record<string, never>>(
      options: UpsertOptions,
      rows: CopyRows,
      pick?: readonly number[],
    ): Promise<UpsertResult<S>> => {
      if (!rejected) return upsertRows<S>(tx, options, rows, pick);
      const all = pick ?? rows.ends.map((_, i) => i);
      return joinResults(await upsertKeepingGood<S>(tx, options, rows, all, rejected));
    };
    const counts = emptyWriteCounts();
    counts.accounts = countsOf(await upsert(ACCOUNT_UPSERT, batch.accounts, picked.accounts));
    const posts = await upsert<{ tagged_authors: string[] }>(POST_UPSERT, batch.posts);
    counts.posts = countsOf(posts);
    const tagged = new Set(posts.summary?.tagged_authors ?? []);
    for (const i of posts.copied) {
      const author = batch.taggedAuthors[i];
      if (author) tagged.add(author);
    }
    if (tagged.size > 0) {
      // Version 0 is pending already; any other (done, or claimed by a running enrichment) resets.
      await tx.query(
        "UPDATE accounts SET enrichment_version = 0 WHERE id = ANY($1::text[]) AND enrichment_version <> 0",
        [[...tagged]],
      );
    }
    if (batch.unvectored.length > 0) {
      // No trigger fills a missing vector (a distributed table cannot have one): it is set here.
      await tx.query(
        "UPDATE posts SET search = to_tsvector('simple', tokens) WHERE id = ANY($1::text[]) AND search IS NULL",
        [batch.unvectored],
      );
    }
    if (batch.edits.length > 0) {
      await tx.query(
        `UPDATE posts AS p SET superseded_by = e.latest
         FROM (SELECT DISTINCT ON (old_id) old_id, latest
               FROM jsonb_to_recordset($1::jsonb) AS x(latest text, older text[]), unnest(x.older) AS old_id
               ORDER BY old_id, latest DESC) AS e
         WHERE p.id = e.old_id AND p.id <> e.latest AND p.superseded_by IS DISTINCT FROM e.latest`,
        [JSON.stringify(batch.edits)],
      );
    }
    counts.follows = countsOf(await upsert(FOLLOW_UPSERT, batch.follows));
    counts.engagements = countsOf(await upsert(ENGAGEMENT_UPSERT, batch.engagements));
    counts.lists = countsOf(await upsert(LIST_UPSERT, batch.lists));
    counts.listMembers = countsOf(await upsert(LIST_MEMBER_UPSERT, batch.listMembers));
    counts.communities = countsOf(await upsert(COMMUNITY_UPSERT, batch.communities));
    counts.snapshots = countsOf(await upsert(SNAPSHOT_UPSERT, batch.snapshots, picked.snapshots));
    return counts;
  });
}

/** Encodes and writes a batch of import items (see writeEncodedBatch). */
export function writeItems(db: Db, items: ImportItem[], source: SourceKind): Promise<WriteCounts> {
  return writeEncodedBatch(db, encodeItems(items, source));
}
