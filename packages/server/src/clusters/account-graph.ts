import type { Db } from "../db/database.ts";
import type { SampledPost, TopTerm } from "./sample-terms.ts";
import { linkKey } from "./term-graph.ts";

/** The accounts' side of the graph: nodes (`@handle`, by posts), their links, and the posts by node. */
export type AccountLinks = {
  top: TopTerm[];
  pairs: Map<string, number>;
  posts: SampledPost[];
  /** distinct authors of the sampled posts */
  authors: number;
};

/**
 * The `limit` authors who wrote most of the sampled posts (at least two each) and the links the
 * store knows between them: a follow counts 1 each way, and each like, reply, repost or quote of
 * the other's posts 1 more. Each sampled post of a node author stands for that author.
 */
export async function accountLinks(db: Db, sampled: readonly SampledPost[], limit: number): Promise<AccountLinks> {
  const written = new Map<string, number>();
  for (const p of sampled) if (p.author_id) written.set(p.author_id, (written.get(p.author_id) ?? 0) + 1);
  const ids = [...written]
    .filter(([, n]) => n >= 2)
    .sort(([a, m], [b, n]) => n - m || (a < b ? -1 : 1))
    .slice(0, limit)
    .map(([id]) => id);
  const none = { top: [], pairs: new Map<string, number>(), posts: [], authors: written.size };
  if (ids.length < 2) return none;
  const rows = await db.query<{ a: string; b: string; n: number }>(
    `SELECT follower_id AS a, followee_id AS b, 1 AS n FROM follows
     WHERE follower_id = ANY($1::text[]) AND followee_id = ANY($1::text[]) AND follower_id <> followee_id
     UNION ALL
     SELECT e.account_id, p.author_id, count(*)::int FROM engagements e JOIN posts p ON p.id = e.post_id
     WHERE e.account_id = ANY($1::text[]) AND p.author_id = ANY($1::text[]) AND e.account_id <> p.author_id
     GROUP BY e.account_id, p.author_id`,
    [ids],
  );
  const handles = new Map(
    (
      await db.query<{ id: string; handle: string }>("SELECT id, handle FROM accounts WHERE id = ANY($1::text[])", [
        ids,
      ])
    ).map((r) => [r.id, `@${r.handle}`]),
  );
  const pairs = new Map<string, number>();
  for (const r of rows) {
    const a = handles.get(r.a);
    const b = handles.get(r.b);
    if (!a || !b || a === b) continue;
    const key = linkKey(a, b);
    pairs.set(key, (pairs.get(key) ?? 0) + Number(r.n));
  }
  if (pairs.size === 0) return none;
  return {
    top: ids.flatMap((id) => {
      const handle = handles.get(id);
      return handle ? [{ term: handle, posts: written.get(id) ?? 0 }] : [];
    }),
    pairs,
    posts: sampled.flatMap((p) => {
      const handle = p.author_id ? handles.get(p.author_id) : undefined;
      return handle ? [{ ...p, terms: [handle] }] : [];
    }),
    authors: written.size,
  };
}
