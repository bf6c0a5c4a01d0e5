import { analysisText } from "@xa/core/analysis/analysis-texts";
import { INTERESTS } from "@xa/core/social/interests";
import type { Db } from "../db/database.ts";
import type { ResolvedAnalysis } from "./analysis-context.ts";
import { runAnalysis } from "./analyze-query.ts";

/** How many related audiences find-related-audiences returns. */
const RELATED_AUDIENCES = 10;

/** Age groups of the analysed audience as percentages of the part whose age is known. */
export async function computeAgeGroups(db: Db, request: ResolvedAnalysis) {
  const { sections } = await runAnalysis(db, request, ["age_groups"]);
  const section = sections.age_groups;
  if (section?.kind !== "distribution") throw new Error("age_groups did not compute");
  return {
    age_percentages: Object.fromEntries(section.items.map((i) => [i.key, Math.round(i.share * 10_000) / 100])),
    base: section.base,
    unknown_share: section.unknown.share,
    method: section.method ?? "",
  };
}

/**
 * Audiences related to the analysed one: the followers of its similar accounts (handle analysis)
 * or of the accounts its audience follows most (other types), with their size in the store and
 * their followers' top interests.
 */
export async function findRelatedAudiences(db: Db, request: ResolvedAnalysis) {
  const name = request.queryType === "handle" ? "similar_accounts" : "top_accounts";
  const { sections } = await runAnalysis(db, { ...request, limit: RELATED_AUDIENCES }, [name]);
  const section = sections[name];
  const accounts = section?.kind === "accounts" ? section.items : [];
  const ids = accounts.map((a) => a.id);
  const [sizes, interests] = await Promise.all([
    db.query<{ id: string; n: number }>(
      "SELECT followee_id AS id, count(*)::int AS n FROM follows WHERE followee_id = ANY($1::text[]) GROUP BY followee_id",
      [ids],
    ),
    db.query<{ id: string; interest: string; n: number }>(
      `SELECT f.followee_id AS id, i AS interest, count(*)::int AS n
       FROM follows f JOIN accounts a ON a.id = f.follower_id, unnest(a.interests) AS i
       WHERE f.followee_id = ANY($1::text[]) GROUP BY f.followee_id, i`,
      [ids],
    ),
  ]);
  const label = new Map(INTERESTS.map((i) => [i.id, i[request.language]]));
  const sizeOf = new Map(sizes.map((s) => [s.id, s.n]));
  return {
    audience_configs: accounts.map((a) => ({
      id: `followers-of-${a.id}`,
      name: analysisText(request.language, "followersOf", { who: `@${a.handle ?? a.id}` }),
      size: sizeOf.get(a.id) ?? 0,
      categories: interests
        .filter((i) => i.id === a.id)
        .sort((x, y) => y.n - x.n || (x.interest < y.interest ? -1 : 1))
        .slice(0, 3)
        .map((i) => label.get(i.interest) ?? i.interest),
    })),
  };
}
