import type {
  AccountRecord,
  EngagementRecord,
  FollowRecord,
  ImportItem,
  ListMemberRecord,
  ListRecord,
  PostRecord,
  SourceKind,
} from "@xa/core/social/records";
import type { Db } from "../db/database.ts";
import { ACCOUNT_COLUMNS, ACCOUNT_UPSERT, accountRow, cleanText, editsOf, POST_UPSERT, postRow } from "./store-rows.ts";
import {
  type EncodedRows,
  encodeElement,
  encodeRows,
  type UpsertCounts,
  type UpsertOptions,
  upsertEncoded,
} from "./upsert-batch.ts";

export { cleanText, postRow };

/** Per kind of record: how many were new and how many updated. */
export type WriteCounts = Record<
  "accounts" | "posts" | "follows" | "engagements" | "lists" | "listMembers",
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
});

export function addWriteCounts(into: WriteCounts, more: WriteCounts): void {
  for (const key of Object.keys(into) as (keyof WriteCounts)[]) {
    into[key].inserted += more[key].inserted;
    into[key].updated += more[key].updated;
    into[key].unchanged += more[key].unchanged ?? 0;
  }
}

/** Merges records of one id within a batch (one upsert may not touch a row twice): later non-null wins. */
function mergeById<T extends { id: string }>(records: T[]): T[] {
  const byId = new Map<string, T>();
  for (const record of records) {
    const before = byId.get(record.id);
    if (!before) {
      byId.set(record.id, record);
      continue;
    }
    const merged = { ...before } as Record<string, unknown>;
    for (const [key, value] of Object.entries(record)) if (value !== null && value !== undefined) merged[key] = value;
    byId.set(record.id, merged as T);
  }
  return [...byId.values()];
}

function distinctBy<T>(values: T[], key: (v: T) => string): T[] {
  return [...new Map(values.map((v) => [key(v), v])).values()];
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

/** An edited post's history: its older versions are superseded by the latest. */
export type Edit = { latest: string; older: string[] };

/** A batch turned into rows (enriched, merged by id), ready to encode. Built outside the transaction. */
export type PreparedBatch = {
  accounts: Record<string, unknown>[];
  posts: Record<string, unknown>[];
  edits: Edit[];
  follows: Record<string, unknown>[];
  engagements: Record<string, unknown>[];
  lists: Record<string, unknown>[];
  listMembers: Record<string, unknown>[];
};

/** Sorts import items by kind, merges repeats and enriches posts. Pure CPU work. */
export function prepareBatch(items: ImportItem[], source: SourceKind): PreparedBatch {
  const accounts: AccountRecord[] = [];
  const posts: PostRecord[] = [];
  const follows: FollowRecord[] = [];
  const engagements: EngagementRecord[] = [];
  const lists: ListRecord[] = [];
  const members: ListMemberRecord[] = [];
  for (const item of items) {
    if (item.type === "account") accounts.push(item.record);
    else if (item.type === "post") posts.push(item.record);
    else if (item.type === "follow") follows.push(item.record);
    else if (item.type === "engagement") engagements.push(item.record);
    else if (item.type === "list") lists.push(item.record);
    else if (item.type === "list-member") members.push(item.record);
  }
  const mergedPosts = mergeById(posts);
  return {
    accounts: mergeById(accounts).map((a) => accountRow(a, source)),
    posts: mergedPosts.map((p) => postRow(p, source)),
    edits: mergedPosts.flatMap((p) => editsOf(p) ?? []),
    follows: distinctBy(follows, (f) => `${f.followerId} ${f.followeeId}`).map((f) => ({
      follower_id: f.followerId,
      followee_id: f.followeeId,
      created_at: f.createdAt,
      source,
    })),
    engagements: distinctBy(engagements, (e) => `${e.postId} ${e.accountId} ${e.kind}`).map((e) => ({
      account_id: e.accountId,
      post_id: e.postId,
      kind: e.kind,
      created_at: e.createdAt,
      source,
    })),
    lists: mergeById(lists).map((l) => ({
      id: l.id,
      owner_id: l.ownerId,
      name: cleanText(l.name),
      description: cleanText(l.description),
      private: l.private,
      member_count: l.members,
      follower_count: l.followers,
      created_at: l.createdAt,
      source,
    })),
    listMembers: distinctBy(members, (m) => `${m.listId} ${m.accountId}`).map((m) => ({
      list_id: m.listId,
      account_id: m.accountId,
    })),
  };
}

/**
 * Accounts encoded one row at a time (cells row-major), each with a fingerprint of its values,
 * so the importer can drop a profile that is the same as the one it last wrote for that id.
 */
export type EncodedAccounts = { ids: string[]; keys: number[]; cells: string[] };

/** A prepared batch encoded for the database (see upsert-batch): what a worker thread hands over. */
export type EncodedBatch = {
  accounts: EncodedAccounts;
  posts: EncodedRows;
  edits: Edit[];
  follows: EncodedRows;
  engagements: EncodedRows;
  lists: EncodedRows;
  listMembers: EncodedRows;
};

const ACCOUNT_TYPES = Object.values(ACCOUNT_COLUMNS);

/** FNV-1a, 32 bits: enough to tell "same profile as before" apart cheaply. */
function hash(text: string, h = 0x811c9dc5): number {
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function encodeAccounts(rows: Record<string, unknown>[]): EncodedAccounts {
  const names = Object.keys(ACCOUNT_COLUMNS);
  const out: EncodedAccounts = { ids: [], keys: [], cells: [] };
  for (const row of rows) {
    let key = 0x811c9dc5;
    for (let c = 0; c < names.length; c++) {
      const cell = encodeElement(ACCOUNT_TYPES[c] as string, row[names[c] as string]);
      key = hash(cell, hash("\u0001", key));
      out.cells.push(cell);
    }
    out.ids.push(row.id as string);
    out.keys.push(key);
  }
  return out;
}

/** The accounts at the given indexes, as columns. */
export function pickAccounts(accounts: EncodedAccounts, indexes: readonly number[]): EncodedRows {
  const width = ACCOUNT_TYPES.length;
  const columns: string[] = [];
  for (let c = 0; c < width; c++) {
    const parts = new Array<string>(indexes.length);
    for (let i = 0; i < indexes.length; i++) parts[i] = accounts.cells[(indexes[i] as number) * width + c] as string;
    columns.push(`{${parts.join(",")}}`);
  }
  return { count: indexes.length, columns };
}

export function encodeBatch(batch: PreparedBatch): EncodedBatch {
  return {
    accounts: encodeAccounts(batch.accounts),
    posts: encodeRows(POST_UPSERT.columns, batch.posts),
    edits: batch.edits,
    follows: encodeRows(FOLLOW_UPSERT.columns, batch.follows),
    engagements: encodeRows(ENGAGEMENT_UPSERT.columns, batch.engagements),
    lists: encodeRows(LIST_UPSERT.columns, batch.lists),
    listMembers: encodeRows(LIST_MEMBER_UPSERT.columns, batch.listMembers),
  };
}

/**
 * Writes an encoded batch: every kind upserted, none duplicated. Run it inside a transaction.
 * `accounts` replaces the batch's own accounts (the importer leaves out repeated profiles).
 * Also marks what follows from the posts: authors of new tagged posts are enriched again
 * (their interests come from their hashtags), and older versions of edited posts are superseded.
 */
export async function writeEncodedBatch(db: Db, batch: EncodedBatch, accounts?: EncodedRows): Promise<WriteCounts> {
  const counts = emptyWriteCounts();
  const accountRows =
    accounts ??
    pickAccounts(
      batch.accounts,
      batch.accounts.ids.map((_, i) => i),
    );
  const { summary: _, ...accountCounts } = await upsertEncoded(db, ACCOUNT_UPSERT, accountRows);
  counts.accounts = accountCounts;
  const { summary, ...postCounts } = await upsertEncoded<{ tagged_authors: string[] }>(db, POST_UPSERT, batch.posts);
  counts.posts = postCounts;
  const tagged = summary?.tagged_authors ?? [];
  if (tagged.length > 0) {
    await db.query(
      "UPDATE accounts SET enrichment_version = 0 WHERE id = ANY($1::text[]) AND enrichment_version <> 0",
      [tagged],
    );
  }
  if (batch.edits.length > 0) {
    await db.query(
      `UPDATE posts AS p SET superseded_by = e.latest
       FROM (SELECT DISTINCT ON (old_id) old_id, latest
             FROM jsonb_to_recordset($1::jsonb) AS x(latest text, older text[]), unnest(x.older) AS old_id
             ORDER BY old_id, latest DESC) AS e
       WHERE p.id = e.old_id AND p.id <> e.latest AND p.superseded_by IS DISTINCT FROM e.latest`,
      [JSON.stringify(batch.edits)],
    );
  }
  const rest = async (options: UpsertOptions, rows: EncodedRows) => {
    const { summary: _s, ...c } = await upsertEncoded(db, options, rows);
    return c;
  };
  counts.follows = await rest(FOLLOW_UPSERT, batch.follows);
  counts.engagements = await rest(ENGAGEMENT_UPSERT, batch.engagements);
  counts.lists = await rest(LIST_UPSERT, batch.lists);
  counts.listMembers = await rest(LIST_MEMBER_UPSERT, batch.listMembers);
  return counts;
}

/** Writes a prepared batch (see writeEncodedBatch). Run it inside a transaction. */
export function writeBatch(db: Db, batch: PreparedBatch): Promise<WriteCounts> {
  return writeEncodedBatch(db, encodeBatch(batch));
}

/** Prepares and writes a batch of import items in one go. */
export function writeItems(db: Db, items: ImportItem[], source: SourceKind): Promise<WriteCounts> {
  return writeBatch(db, prepareBatch(items, source));
}
