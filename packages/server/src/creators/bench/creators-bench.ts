import { parseKeywordQuery } from "@xa/core/analysis/keyword-query";
import type { CreatorSort } from "@xa/core/creators/creators";
import type { AudienceExpressionInput } from "@xa/core/targeting/audience-builder";
import { audienceExpression } from "@xa/core/targeting/audience-builder";
import { resolveWindow } from "../../analysis/index.ts";
import type { Db } from "../../db/database.ts";
import { resolveAudience } from "../../targeting/index.ts";
import { rankCreators } from "../rank-creators.ts";

/** One search of the creators page: its query, audience and order. */
export type CreatorsCase = { name: string; query: string; audience?: AudienceExpressionInput; sort: CreatorSort };

/**
 * Searches from the store's own material: its commonest keyword, ranked by relevance and by audience
 * fit for the query's authors, and for the followers of its most followed account.
 */
export async function creatorsCases(db: Db): Promise<CreatorsCase[]> {
  const [keyword] = await db.query<{ t: string }>(
    `SELECT t FROM (SELECT unnest(keywords) AS t FROM posts LIMIT 200000) x WHERE t ~ '^[a-z]{4,}$'
     GROUP BY t ORDER BY count(*) DESC LIMIT 1`,
  );
  const [top] = await db.query<{ handle: string }>(
    `SELECT a.handle FROM (SELECT followee_id, count(*) AS n FROM follows GROUP BY followee_id ORDER BY n DESC LIMIT 10) f
     JOIN accounts a ON a.id = f.followee_id WHERE a.handle ~ '^\\w{1,15}$' ORDER BY f.n DESC LIMIT 1`,
  );
  const query = keyword?.t ?? "coffee";
  const followers: AudienceExpressionInput = { criteria: [{ kind: "followers_of", handles: [top?.handle ?? ""] }] };
  return [
    { name: `"${query}", by relevance`, query, sort: "relevance" },
    { name: `"${query}", by audience fit`, query, sort: "audience_fit" },
    { name: `"${query}", followers of @${top?.handle}`, query, audience: followers, sort: "audience_fit" },
  ];
}

/** One search as the route answers it: the audience resolved, the window read, the first page ranked. */
export async function runCreatorsCase(db: Db, c: CreatorsCase, now: Date) {
  const expression = audienceExpression.parse(c.audience ?? { criteria: [{ kind: "posted_about", query: c.query }] });
  const audience = await resolveAudience(db, expression);
  const range = await resolveWindow(db, {}, now);
  return rankCreators(db, {
    scope: { kind: c.audience ? "built" : "query_authors", query: parseKeywordQuery(c.query), audience },
    ...range,
    sort: c.sort,
    limit: 50,
    offset: 0,
  });
}
