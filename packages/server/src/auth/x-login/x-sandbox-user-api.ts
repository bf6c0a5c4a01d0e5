import { randomInt } from "node:crypto";
import type { Db } from "../../db/database.ts";
import { XProviderError } from "./x-provider.ts";
import type { PageRequest, XList, XUser, XUserApi, XUserPage } from "./x-user-api.ts";

/** What the sandbox writes to the store is marked as its own. */
const SOURCE = "x-sandbox";

const USER_COLUMNS = `a.id, COALESCE(a.handle, a.id) AS username, COALESCE(NULLIF(a.name, ''), a.handle, a.id) AS name,
  a.followers_count, a.following_count`;

/** Pagination tokens are offsets here; X's are opaque, and callers treat them so. */
const window = (page: PageRequest = {}) => {
  const limit = Math.min(1000, Math.max(1, page.maxResults ?? 100));
  const offset = Number.parseInt(page.paginationToken ?? "0", 10);
  return { limit, offset: Number.isFinite(offset) && offset > 0 ? offset : 0 };
};

/**
 * The user-context API on the store, for the account the sandbox token signs in as: follows and
 * list changes are written to the store's tables, so the app's pages read them back like imported data.
 */
export function createSandboxUserApi(db: Db, now: () => Date, self: () => Promise<string>): XUserApi {
  const asSelf = async (userId: string) => {
    const id = await self();
    // X answers 403 when a token acts as someone else.
    if (id !== userId) throw new XProviderError("You are not allowed to act for another user", 403);
    return id;
  };
  const users = async (sql: string, params: unknown[], page?: PageRequest): Promise<XUserPage> => {
    await self();
    const { limit, offset } = window(page);
    const rows = await db.query<XUser>(`${sql} ORDER BY a.id LIMIT ${limit + 1} OFFSET ${offset}`, params);
    return { users: rows.slice(0, limit), nextToken: rows.length > limit ? String(offset + limit) : null };
  };
  const ownList = async (listId: string) => {
    const id = await self();
    const [row] = await db.query<{ owner_id: string }>("SELECT owner_id FROM lists WHERE id = $1", [listId]);
    if (!row) throw new XProviderError("Could not find list", 404);
    if (row.owner_id !== id) throw new XProviderError("You are not allowed to change this list", 403);
  };
  const accountExists = async (id: string) => {
    const [row] = await db.query("SELECT 1 FROM accounts WHERE id = $1", [id]);
    if (!row) throw new XProviderError("Could not find user", 404);
  };
  const recountMembers = (listId: string) =>
    db.query(
      "UPDATE lists SET member_count = (SELECT count(*) FROM list_members WHERE list_id = $1), updated_at = $2 WHERE id = $1",
      [listId, now()],
    );

  return {
    async follow(userId, targetId) {
      const id = await asSelf(userId);
      await accountExists(targetId);
      await db.transaction(async (tx) => {
        const added = await tx.query(
          `INSERT INTO follows (follower_id, followee_id, created_at, source) VALUES ($1, $2, $3, $4)
           ON CONFLICT DO NOTHING RETURNING 1`,
          [id, targetId, now(), SOURCE],
        );
        if (added.length === 0) return;
        await tx.query("UPDATE accounts SET following_count = COALESCE(following_count, 0) + 1 WHERE id = $1", [id]);
        await tx.query("UPDATE accounts SET followers_count = COALESCE(followers_count, 0) + 1 WHERE id = $1", [
          targetId,
        ]);
      });
      return { following: true, pending: false };
    },
    async unfollow(userId, targetId) {
      const id = await asSelf(userId);
      await db.transaction(async (tx) => {
        const removed = await tx.query("DELETE FROM follows WHERE follower_id = $1 AND followee_id = $2 RETURNING 1", [
          id,
          targetId,
        ]);
        if (removed.length === 0) return;
        await tx.query(
          "UPDATE accounts SET following_count = GREATEST(COALESCE(following_count, 1) - 1, 0) WHERE id = $1",
          [id],
        );
        await tx.query(
          "UPDATE accounts SET followers_count = GREATEST(COALESCE(followers_count, 1) - 1, 0) WHERE id = $1",
          [targetId],
        );
      });
      return { following: false };
    },
    followers: (userId, page) =>
      users(
        `SELECT ${USER_COLUMNS} FROM follows f JOIN accounts a ON a.id = f.follower_id WHERE f.followee_id = $1`,
        [userId],
        page,
      ),
    following: (userId, page) =>
      users(
        `SELECT ${USER_COLUMNS} FROM follows f JOIN accounts a ON a.id = f.followee_id WHERE f.follower_id = $1`,
        [userId],
        page,
      ),
    async ownedLists(userId) {
      await self();
      return db.query<XList>(
        `SELECT id, name, COALESCE(description, '') AS description, COALESCE(private, false) AS private, member_count
         FROM lists WHERE owner_id = $1 ORDER BY created_at DESC NULLS LAST, id`,
        [userId],
      );
    },
    async createList(list) {
      const owner = await self();
      // X's list ids are 19-digit numbers; the sandbox's look the same.
      const id = `${Date.now()}${String(randomInt(1_000_000)).padStart(6, "0")}`;
      const created: XList = {
        id,
        name: list.name,
        description: list.description ?? "",
        private: list.private ?? false,
        member_count: 0,
      };
      await db.query(
        `INSERT INTO lists (id, owner_id, name, description, private, member_count, follower_count, created_at, source)
         VALUES ($1, $2, $3, $4, $5, 0, 0, $6, $7)`,
        [id, owner, created.name, created.description, created.private, now(), SOURCE],
      );
      return created;
    },
    async updateList(listId, change) {
      await ownList(listId);
      await db.query(
        `UPDATE lists SET name = COALESCE($2, name), description = COALESCE($3, description),
           private = COALESCE($4, private), updated_at = $5 WHERE id = $1`,
        [listId, change.name ?? null, change.description ?? null, change.private ?? null, now()],
      );
    },
    async deleteList(listId) {
      await ownList(listId);
      await db.transaction(async (tx) => {
        await tx.query("DELETE FROM list_members WHERE list_id = $1", [listId]);
        await tx.query("DELETE FROM lists WHERE id = $1", [listId]);
      });
    },
    listMembers: (listId, page) =>
      users(
        `SELECT ${USER_COLUMNS} FROM list_members m JOIN accounts a ON a.id = m.account_id WHERE m.list_id = $1`,
        [listId],
        page,
      ),
    async addListMember(listId, userId) {
      await ownList(listId);
      await accountExists(userId);
      await db.query("INSERT INTO list_members (list_id, account_id) VALUES ($1, $2) ON CONFLICT DO NOTHING", [
        listId,
        userId,
      ]);
      await recountMembers(listId);
    },
    async removeListMember(listId, userId) {
      await ownList(listId);
      await db.query("DELETE FROM list_members WHERE list_id = $1 AND account_id = $2", [listId, userId]);
      await recountMembers(listId);
    },
    likingUsers: (postId, page) =>
      users(
        `SELECT ${USER_COLUMNS} FROM engagements e JOIN accounts a ON a.id = e.account_id WHERE e.post_id = $1 AND e.kind = 'like'`,
        [postId],
        page,
      ),
    async postMetrics(postId) {
      await self();
      const [row] = await db.query<{
        id: string;
        like_count: number | null;
        repost_count: number | null;
        reply_count: number | null;
        quote_count: number | null;
        view_count: string | null;
      }>("SELECT id, like_count, repost_count, reply_count, quote_count, view_count FROM posts WHERE id = $1", [
        postId,
      ]);
      if (!row) throw new XProviderError("Could not find tweet", 404);
      return {
        id: row.id,
        like_count: row.like_count ?? 0,
        repost_count: row.repost_count ?? 0,
        reply_count: row.reply_count ?? 0,
        quote_count: row.quote_count ?? 0,
        impression_count: row.view_count === null ? null : Number(row.view_count),
      };
    },
  };
}
