import { mapV2Value } from "@xa/core/social/map-x-v2";
import type { ImportItem } from "@xa/core/social/records";
import { serverMessage } from "@xa/core/social/server-messages";
import type { Db } from "../../db/database.ts";
import { isDataError, type RejectedRow } from "../upsert-isolating.ts";
import { addWriteCounts, emptyWriteCounts, encodeItems, type WriteCounts, writeEncodedBatch } from "../write-items.ts";
import { type XApiClient, XApiError, type XPage } from "./x-api-client.ts";

/** At most this many communities are looked up after a fetch (one call each, out of the same rate limit). */
const MAX_COMMUNITY_LOOKUPS = 20;

/** What to fetch from the live API. */
export type XFetchRequest =
  | { kind: "search"; query: string; maxPages?: number }
  | { kind: "user"; username: string }
  | { kind: "timeline"; username: string; maxPages?: number }
  | { kind: "followers"; username: string; maxPages?: number };

export type XFetchSummary = { pages: number; written: WriteCounts; skipped: Record<string, number> };

async function resolveUser(client: XApiClient, username: string): Promise<{ id: string; page: XPage }> {
  const page = await client.userByUsername(username);
  const id = (page.data as { id?: unknown } | undefined)?.id;
  if (typeof id !== "string") throw new Error(serverMessage("xNoAccount", { handle: username.replace(/^@/, "") }));
  return { id, page };
}

/**
 * Writes a page's items in one transaction; a page the database refuses for the data of some row
 * is written again without the refused rows, counted as skipped.
 */
async function writeKeepingGood(db: Db, items: ImportItem[], skipped: Record<string, number>): Promise<WriteCounts> {
  const batch = encodeItems(items, "x-api");
  try {
    return await db.transaction((tx) => writeEncodedBatch(tx, batch));
  } catch (error) {
    if (!isDataError(error)) throw error;
  }
  const rejected: RejectedRow[] = [];
  const counts = await db.transaction((tx) => writeEncodedBatch(tx, batch, {}, rejected));
  const reason = serverMessage("rejectedRow");
  if (rejected.length > 0) skipped[reason] = (skipped[reason] ?? 0) + rejected.length;
  return counts;
}

/**
 * Fetches from the X API v2 and stores what comes back, mapped by the same code as the file
 * importer; each page is one transaction. Followers pages also give follow edges.
 */
export async function fetchFromX(
  db: Db,
  client: XApiClient,
  request: XFetchRequest,
  onPage?: (summary: XFetchSummary) => void,
): Promise<XFetchSummary> {
  const summary: XFetchSummary = { pages: 0, written: emptyWriteCounts(), skipped: {} };
  const communities = new Set<string>();
  const store = async (page: XPage, extra: ImportItem[] = []) => {
    // What a page says of profiles' follower counts holds on the day it was fetched.
    const items = [...mapV2Value(page, new Date().toISOString()), ...extra];
    for (const item of items)
      if (item.type === "post" && item.record.communityId) communities.add(item.record.communityId);
    const kept = items.filter((item) => {
      if (item.type !== "skip") return true;
      summary.skipped[item.reason] = (summary.skipped[item.reason] ?? 0) + 1;
      return false;
    });
    addWriteCounts(summary.written, await writeKeepingGood(db, kept, summary.skipped));
    summary.pages++;
    onPage?.(summary);
  };
  if (request.kind === "search") {
    for await (const page of client.searchRecent(request.query, { maxPages: request.maxPages ?? 10 }))
      await store(page);
    await nameCommunities(db, client, [...communities], store, summary);
    return summary;
  }
  const user = await resolveUser(client, request.username);
  await store(user.page);
  if (request.kind === "timeline") {
    for await (const page of client.userTimeline(user.id, { maxPages: request.maxPages ?? 10 })) await store(page);
  } else if (request.kind === "followers") {
    for await (const page of client.followers(user.id, { maxPages: request.maxPages ?? 5 })) {
      const follows: ImportItem[] = (Array.isArray(page.data) ? page.data : []).flatMap((u: { id?: unknown }) =>
        typeof u?.id === "string"
          ? [{ type: "follow" as const, record: { followerId: u.id, followeeId: user.id, createdAt: null } }]
          : [],
      );
      await store(page, follows);
    }
  }
  await nameCommunities(db, client, [...communities], store, summary);
  return summary;
}

/**
 * Looks up the communities the fetched posts were made in that the store knows only by id, so the
 * communities page can name them; one the API no longer has is counted as skipped.
 */
async function nameCommunities(
  db: Db,
  client: XApiClient,
  ids: string[],
  store: (page: XPage) => Promise<void>,
  summary: XFetchSummary,
): Promise<void> {
  if (ids.length === 0) return;
  const unnamed = await db.query<{ id: string }>(
    "SELECT id FROM communities WHERE id = ANY($1::text[]) AND name IS NULL ORDER BY id LIMIT $2",
    [ids, MAX_COMMUNITY_LOOKUPS],
  );
  for (const { id } of unnamed) {
    try {
      await store(await client.community(id));
    } catch (error) {
      if (!(error instanceof XApiError) || error.status !== 404) throw error;
      const reason = serverMessage("xError", { status: 404, detail: `community ${id}` });
      summary.skipped[reason] = (summary.skipped[reason] ?? 0) + 1;
    }
  }
}
