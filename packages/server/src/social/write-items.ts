import type {
  AccountRecord,
  EngagementRecord,
  FollowerSnapshotRecord,
  FollowRecord,
  ImportItem,
  ListMemberRecord,
  ListRecord,
  PostRecord,
  SourceKind,
} from "@xa/core/social/records";
import type { Db } from "../db/database.ts";
import { type CopyRows, CopyRowsBuilder } from "./copy-rows.ts";
import { ACCOUNT_UPSERT, accountRow, cleanText, editsOf, POST_UPSERT, postRow } from "./store-rows.ts";
import { type UpsertCounts, type UpsertOptions, upsertRows } from "./upsert-batch.ts";

/** Per kind of record: how many were new and how many updated. */
export type WriteCounts = Record<
  "accounts" | "posts" | "follows" | "engagements" | "lists" | "listMembers" | "snapshots",
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
    member_count: "integer",
    follower_count: "integer",
    created_at: "timestamptz",
    source: "text",
  },
  conflict: "id",
  update: `name = EXCLUDED.name, ${["owner_id", "description", "private", "member_count", "follower_count", "created_at"].map((c) => `${c} = COALESCE(EXCLUDED.${c}, lists.${c})`).join(", ")}, updated_at = now()`,
};
const LIST_MEMBER_UPSERT: UpsertOptions = {
  table: "list_members",
  columns: { list_id: "text", account_id: "text" },
  conflict: "list_id, account_id",
  update: null,
};

const SNAPSHOT_UPSERT: UpsertOptions = {
  table: "follower_snapshots",
  columns: { account_id: "text", day: "date", followers: "integer", following: "integer" },
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
  follows: CopyRows;
  engagements: CopyRows;
  lists: CopyRows;
  listMembers: CopyRows;
  /** with fingerprints: the importer leaves out a snapshot it has just written */
  snapshots: CopyRows;
  /** each snapshot row's account */
  snapshotAccounts: string[];
};

/**
 * Adds a record to a map by id; a repeat is merged into the first (its non-null values win). The
 * records are the mapper's own fresh objects, so the first is updated in place: popular authors
 * repeat on page after page, and a copy per repeat was a tenth of preparing a batch.
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
  private readonly snapshots = new Map<string, FollowerSnapshotRecord>();

  add(item: ImportItem): void {
    if (item.type === "account") mergeInto(this.accounts, item.record);
    else if (item.type === "post") mergeInto(this.posts, item.record);
    else if (item.type === "follow")
      this.follows.set(`${item.record.followerId} ${item.record.followeeId}`, item.record);
    else if (item.type === "engagement")
      this.engagements.set(`${item.record.postId} ${item.record.accountId} ${item.record.kind}`, item.record);
    else if (item.type === "list") mergeInto(this.lists, item.record);
    else if (item.type === "list-member")
      this.members.set(`${item.record.listId} ${item.record.accountId}`, item.record);
    else if (item.type === "snapshot") this.snapshots.set(`${item.record.accountId} ${item.record.day}`, item.record);
  }

  /**
   * Encodes the batch. Accounts and posts go in id order, so imports writing the same ids at the
   * same time take their row locks in one order within each step (a deadlock across the steps of
   * an upsert is retried: see batch-writer).
   */
  encode(source: SourceKind): EncodedBatch {
    const accounts = new CopyRowsBuilder(ACCOUNT_UPSERT.columns, { fingerprints: true });
    for (const a of byId(this.accounts)) accounts.add(accountRow(a, source), a.id);
    const posts = new CopyRowsBuilder(POST_UPSERT.columns);
    const taggedAuthors: (string | null)[] = [];
    const edits: Edit[] = [];
    for (const p of byId(this.posts)) {
      const row = postRow(p, source);
      posts.add(row, p.id);
      taggedAuthors.push((row.hashtags as string[]).length > 0 ? p.authorId : null);
      const edit = editsOf(p);
      if (edit) edits.push(edit);
    }
    const follows = new CopyRowsBuilder(FOLLOW_UPSERT.columns);
    for (const f of this.follows.values())
      follows.add({ follower_id: f.followerId, followee_id: f.followeeId, created_at: f.createdAt, source });
    const engagements = new CopyRowsBuilder(ENGAGEMENT_UPSERT.columns);
    for (const e of this.engagements.values())
      engagements.add({ account_id: e.accountId, post_id: e.postId, kind: e.kind, created_at: e.createdAt, source });
    const lists = new CopyRowsBuilder(LIST_UPSERT.columns);
    for (const l of this.lists.values())
      lists.add({
        id: l.id,
        owner_id: l.ownerId,
        name: cleanText(l.name),
        description: cleanText(l.description),
        private: l.private,
        member_count: l.members,
        follower_count: l.followers,
        created_at: l.createdAt,
        source,
      });
    const listMembers = new CopyRowsBuilder(LIST_MEMBER_UPSERT.columns);
    for (const m of this.members.values()) listMembers.add({ list_id: m.listId, account_id: m.accountId });
    const snapshots = new CopyRowsBuilder(SNAPSHOT_UPSERT.columns, { fingerprints: true });
    const snapshotAccounts: string[] = [];
    for (const key of [...this.snapshots.keys()].sort()) {
      const { accountId, day, followers, following } = this.snapshots.get(key) as FollowerSnapshotRecord;
      snapshots.add({ account_id: accountId, day, followers, following });
      snapshotAccounts.push(accountId);
    }
    return {
      accounts: accounts.finish(),
      posts: posts.finish(),
      taggedAuthors,
      edits,
      follows: follows.finish(),
      engagements: engagements.finish(),
      lists: lists.finish(),
      listMembers: listMembers.finish(),
      snapshots: snapshots.finish(),
      snapshotAccounts,
    };
  }
}

/** Collects and encodes a batch of import items in one go. */
export function encodeItems(items: Iterable<ImportItem>, source: SourceKind): EncodedBatch {
  const collector = new BatchCollector();
  for (const item of items) collector.add(item);
  return collector.encode(source);
}

const countsOf = ({ inserted, updated, unchanged }: UpsertCounts): UpsertCounts => ({ inserted, updated, unchanged });

/**
 * Writes an encoded batch in one transaction: every kind upserted, none duplicated.
 * `picked` chooses the account and snapshot rows to write (the importer leaves out repeats).
 * Also marks what follows from the posts: authors of new or changed tagged posts are enriched
 * again (their interests come from their hashtags), and older versions of edited posts are superseded.
 */
export function writeEncodedBatch(
  db: Db,
  batch: EncodedBatch,
  picked: { accounts?: readonly number[]; snapshots?: readonly number[] } = {},
): Promise<WriteCounts> {
  return db.transaction(async (tx) => {
    const counts = emptyWriteCounts();
    counts.accounts = countsOf(await upsertRows(tx, ACCOUNT_UPSERT, batch.accounts, picked.accounts));
    const posts = await upsertRows<{ tagged_authors: string[] }>(tx, POST_UPSERT, batch.posts);
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
    counts.follows = countsOf(await upsertRows(tx, FOLLOW_UPSERT, batch.follows));
    counts.engagements = countsOf(await upsertRows(tx, ENGAGEMENT_UPSERT, batch.engagements));
    counts.lists = countsOf(await upsertRows(tx, LIST_UPSERT, batch.lists));
    counts.listMembers = countsOf(await upsertRows(tx, LIST_MEMBER_UPSERT, batch.listMembers));
    counts.snapshots = countsOf(await upsertRows(tx, SNAPSHOT_UPSERT, batch.snapshots, picked.snapshots));
    return counts;
  });
}

/** Encodes and writes a batch of import items (see writeEncodedBatch). */
export function writeItems(db: Db, items: ImportItem[], source: SourceKind): Promise<WriteCounts> {
  return writeEncodedBatch(db, encodeItems(items, source));
}
