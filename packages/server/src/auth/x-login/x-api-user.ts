import type { XSend } from "./x-http.ts";
import type { XTokenSet } from "./x-provider.ts";
import type { PageRequest, XList, XUser, XUserApi, XUserPage } from "./x-user-api.ts";

type ApiUser = {
  id: string;
  username: string;
  name?: string;
  public_metrics?: { followers_count?: number; following_count?: number };
};
type UsersAnswer = { data?: ApiUser[]; meta?: { next_token?: string } };
type ApiList = { id: string; name: string; description?: string; private?: boolean; member_count?: number };

const USER_FIELDS = { "user.fields": "name,username,public_metrics" };

const toUser = (u: ApiUser): XUser => ({
  id: u.id,
  username: u.username,
  name: u.name ?? u.username,
  followers_count: u.public_metrics?.followers_count ?? null,
  following_count: u.public_metrics?.following_count ?? null,
});

const toList = (l: ApiList): XList => ({
  id: l.id,
  name: l.name,
  description: l.description ?? "",
  private: l.private ?? false,
  member_count: l.member_count ?? null,
});

const pageQuery = (page: PageRequest = {}) => ({
  ...USER_FIELDS,
  max_results: String(page.maxResults ?? 100),
  ...(page.paginationToken ? { pagination_token: page.paginationToken } : {}),
});

const e = encodeURIComponent;

/** The X API v2 user-context endpoints, acting with one user's tokens (bearer or OAuth 1.0a). */
export function createXApiUser(send: XSend, auth: XTokenSet): XUserApi {
  const users = async (path: string, page?: PageRequest): Promise<XUserPage> => {
    const answer = await send<UsersAnswer>({ method: "GET", path, query: pageQuery(page), auth });
    return { users: (answer.data ?? []).map(toUser), nextToken: answer.meta?.next_token ?? null };
  };
  return {
    async follow(userId, targetId) {
      const answer = await send<{ data?: { following?: boolean; pending_follow?: boolean } }>({
        method: "POST",
        path: `/2/users/${e(userId)}/following`,
        json: { target_user_id: targetId },
        auth,
      });
      return { following: answer.data?.following ?? false, pending: answer.data?.pending_follow ?? false };
    },
    async unfollow(userId, targetId) {
      const answer = await send<{ data?: { following?: boolean } }>({
        method: "DELETE",
        path: `/2/users/${e(userId)}/following/${e(targetId)}`,
        auth,
      });
      return { following: answer.data?.following ?? false };
    },
    followers: (userId, page) => users(`/2/users/${e(userId)}/followers`, page),
    following: (userId, page) => users(`/2/users/${e(userId)}/following`, page),
    async ownedLists(userId) {
      const answer = await send<{ data?: ApiList[] }>({
        method: "GET",
        path: `/2/users/${e(userId)}/owned_lists`,
        query: { "list.fields": "description,private,member_count", max_results: "100" },
        auth,
      });
      return (answer.data ?? []).map(toList);
    },
    async createList(list) {
      const answer = await send<{ data?: { id: string; name: string } }>({
        method: "POST",
        path: "/2/lists",
        json: { name: list.name, description: list.description ?? "", private: list.private ?? false },
        auth,
      });
      if (!answer.data) throw new Error("X answered list creation without the list");
      return toList({ ...answer.data, description: list.description, private: list.private, member_count: 0 });
    },
    async updateList(listId, change) {
      await send({ method: "PUT", path: `/2/lists/${e(listId)}`, json: change, auth });
    },
    async deleteList(listId) {
      await send({ method: "DELETE", path: `/2/lists/${e(listId)}`, auth });
    },
    listMembers: (listId, page) => users(`/2/lists/${e(listId)}/members`, page),
    async addListMember(listId, userId) {
      await send({ method: "POST", path: `/2/lists/${e(listId)}/members`, json: { user_id: userId }, auth });
    },
    async removeListMember(listId, userId) {
      await send({ method: "DELETE", path: `/2/lists/${e(listId)}/members/${e(userId)}`, auth });
    },
    likingUsers: (postId, page) => users(`/2/tweets/${e(postId)}/liking_users`, page),
    async postMetrics(postId) {
      const answer = await send<{
        data?: { id: string; public_metrics?: Record<string, number | undefined> };
      }>({ method: "GET", path: `/2/tweets/${e(postId)}`, query: { "tweet.fields": "public_metrics" }, auth });
      const m = answer.data?.public_metrics ?? {};
      return {
        id: answer.data?.id ?? postId,
        like_count: m.like_count ?? 0,
        repost_count: m.retweet_count ?? 0,
        reply_count: m.reply_count ?? 0,
        quote_count: m.quote_count ?? 0,
        impression_count: m.impression_count ?? null,
      };
    },
  };
}
