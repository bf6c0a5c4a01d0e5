import { premiumListsContract } from "@xa/core/premium/lists-contract";
import type { FastifyInstance } from "fastify";
import { findAccountByHandle } from "../analysis/index.ts";
import type { XUserApi } from "../auth/index.ts";
import type { Db } from "../db/database.ts";
import type { Deps } from "../deps.ts";
import { notFound } from "../http/http-error.ts";
import { route } from "../http/route.ts";
import { actOnX } from "./act-on-x.ts";
import { type PremiumCaller, requirePremiumAccount, userApiOf } from "./premium-guard.ts";

const MEMBERS_PAGE = 100;

/** One of the account's own lists, as X lists them now; anything else is not found. */
async function ownList(api: XUserApi, caller: PremiumCaller, listId: string) {
  const list = (await actOnX(() => api.ownedLists(caller.account.id))).find((l) => l.id === listId);
  if (!list) throw notFound();
  return list;
}

/** Which of `ids` the account follows, by the store's edges, which a follow made in the suite keeps in step. */
async function followedAmong(db: Db, account: string, ids: string[]): Promise<Set<string>> {
  const rows = await db.query<{ id: string }>(
    "SELECT followee_id AS id FROM follows WHERE follower_id = $1 AND followee_id = ANY($2::text[])",
    [account, ids],
  );
  return new Set(rows.map((r) => r.id));
}

/** The premium suite's lists: the connected account's own X lists and members, changed on X itself. */
export function registerPremiumListRoutes(app: FastifyInstance, deps: Deps): void {
  const c = premiumListsContract;
  const acting = async (request: Parameters<typeof requirePremiumAccount>[1], account: string) => {
    const caller = await requirePremiumAccount(deps, request, account);
    return { caller, api: await userApiOf(deps, caller) };
  };

  route(app, c.listLists, async ({ query }, request) => {
    const { caller, api } = await acting(request, query.account);
    return actOnX(() => api.ownedLists(caller.account.id));
  });

  route(app, c.createList, async ({ body }, request) => {
    const { api } = await acting(request, body.account);
    return actOnX(() => api.createList({ name: body.name, description: body.description, private: body.private }));
  });

  route(app, c.updateList, async ({ params, body }, request) => {
    const { caller, api } = await acting(request, body.account);
    await ownList(api, caller, params.id);
    const change = { name: body.name, description: body.description, private: body.private };
    await actOnX(() => api.updateList(params.id, change));
    return ownList(api, caller, params.id);
  });

  route(app, c.deleteList, async ({ params, query }, request) => {
    const { caller, api } = await acting(request, query.account);
    await ownList(api, caller, params.id);
    await actOnX(() => api.deleteList(params.id));
    return null;
  });

  route(app, c.listMembers, async ({ params, query }, request) => {
    const { caller, api } = await acting(request, query.account);
    await ownList(api, caller, params.id);
    const page = await actOnX(() =>
      api.listMembers(params.id, {
        maxResults: MEMBERS_PAGE,
        ...(query.cursor ? { paginationToken: query.cursor } : {}),
      }),
    );
    const followed = await followedAmong(
      deps.db,
      caller.account.id,
      page.users.map((u) => u.id),
    );
    return { results: page.users.map((u) => ({ ...u, you_follow: followed.has(u.id) })), next: page.nextToken };
  });

  route(app, c.addMember, async ({ params, body }, request) => {
    const { caller, api } = await acting(request, body.account);
    await ownList(api, caller, params.id);
    const member = await findAccountByHandle(deps.db, body.handle);
    await actOnX(() => api.addListMember(params.id, member.id));
    return {
      id: member.id,
      username: member.handle ?? member.id,
      name: member.name ?? "",
      followers_count: member.followers_count === null ? null : Number(member.followers_count),
      you_follow: (await followedAmong(deps.db, caller.account.id, [member.id])).has(member.id),
    };
  });

  route(app, c.removeMember, async ({ params, query }, request) => {
    const { caller, api } = await acting(request, query.account);
    await ownList(api, caller, params.id);
    await actOnX(() => api.removeListMember(params.id, params.member));
    return null;
  });
}
