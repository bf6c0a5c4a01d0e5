import type { Language } from "@xa/core";
import type { ShareItem } from "@xa/core/analysis/sections";
import { countryName, languageName } from "@xa/core/i18n/display-names";
import { INTERESTS } from "@xa/core/social/interests";
import {
  type AudiencePerspectives,
  PERSPECTIVE_LANGUAGE_SAMPLE,
  perspectiveText,
} from "@xa/core/targeting/audience-perspectives";
import { targetingPackageWrapper } from "@xa/core/targeting/targeting-package";
import { shareOf } from "../analysis/index.ts";
import type { Db } from "../db/database.ts";
import { findConfig } from "./audience-config-queries.ts";
import { packageAudienceSelect } from "./autopilot/measure-package-audience.ts";

type Row = {
  dim: "countries" | "languages" | "interests" | "known_languages" | "known_interests";
  key: string | null;
  n: number;
};

/**
 * A saved audience (the accounts its package reaches, as the audience's figures count them) seen
 * by country, language and interest, in one statement over the reach pinned once: countries and
 * interests from the accounts' enrichment, languages from the posts of a fixed sample (md5 of ids).
 */
export async function configPerspectives(
  db: Db,
  userId: number,
  id: number,
  language: Language,
): Promise<AudiencePerspectives> {
  const { row } = await findConfig(db, userId, id);
  const wrapper = targetingPackageWrapper.parse({ targeting_package: row.targeting_package, countries: row.countries });
  const params: unknown[] = [];
  const select = packageAudienceSelect(wrapper, params);
  const rows = select
    ? await db.query<Row>(
        `WITH reach AS MATERIALIZED (SELECT DISTINCT id FROM (${select}) s),
         members AS MATERIALIZED (SELECT a.id, a.country, a.interests FROM accounts a JOIN reach r ON r.id = a.id),
         sample AS MATERIALIZED (SELECT id FROM members ORDER BY md5(id), id LIMIT ${PERSPECTIVE_LANGUAGE_SAMPLE}),
         langs AS MATERIALIZED (
           SELECT DISTINCT p.author_id, p.lang FROM sample s JOIN posts p ON p.author_id = s.id
           WHERE p.lang IS NOT NULL AND p.lang <> 'und')
         SELECT 'countries' AS dim, country AS key, count(*)::int AS n FROM members GROUP BY country
         UNION ALL SELECT 'interests', i, count(*)::int FROM members, unnest(interests) i GROUP BY i
         UNION ALL SELECT 'known_interests', NULL, count(*)::int FROM members WHERE cardinality(interests) > 0
         UNION ALL SELECT 'languages', lang, count(*)::int FROM langs GROUP BY lang
         UNION ALL SELECT 'known_languages', NULL, count(DISTINCT author_id)::int FROM langs
         UNION ALL SELECT 'known_languages', 'sample', count(*)::int FROM sample`,
        params,
      )
    : [];
  const audience = rows.filter((r) => r.dim === "countries").reduce((s, r) => s + r.n, 0);
  const sampled = rows.find((r) => r.dim === "known_languages" && r.key === "sample")?.n ?? 0;
  const text = (key: Parameters<typeof perspectiveText>[1], p: Record<string, number> = {}) =>
    perspectiveText(language, key, p);
  const base = { unit: "accounts" as const, count: audience, description: text("base") };
  const items = (dim: Row["dim"], label: (key: string) => string, known: number): ShareItem[] =>
    rows
      .filter((r): r is Row & { key: string } => r.dim === dim && r.key !== null)
      .sort((a, b) => b.n - a.n || (a.key < b.key ? -1 : 1))
      .map((r) => ({ key: r.key, label: label(r.key), count: r.n, share: shareOf(r.n, known) }));
  const distribution = (
    dim: Row["dim"],
    label: (key: string) => string,
    known: number,
    total: number,
    method: string,
  ) => ({
    kind: "distribution" as const,
    method,
    items: items(dim, label, known),
    unknown: { count: total - known, share: shareOf(total - known, total) },
  });

  const countriesKnown = rows.filter((r) => r.dim === "countries" && r.key !== null).reduce((s, r) => s + r.n, 0);
  const interestsKnown = rows.find((r) => r.dim === "known_interests")?.n ?? 0;
  const languagesKnown = rows.find((r) => r.dim === "known_languages" && r.key === null)?.n ?? 0;
  const interestLabel = new Map(INTERESTS.map((i) => [i.id, i[language]]));
  const languagesBase =
    sampled < audience
      ? { ...base, count: sampled, description: text("sampleBase", { sample: sampled, audience }) }
      : base;
  return {
    audience_config_id: row.id,
    version: row.version,
    audience,
    perspectives: {
      countries: {
        base,
        ...distribution(
          "countries",
          (k) => countryName(k, language),
          countriesKnown,
          audience,
          text("countriesMethod"),
        ),
      },
      languages: {
        base: languagesBase,
        ...distribution(
          "languages",
          (k) => languageName(k, language),
          languagesKnown,
          sampled,
          text("languagesMethod"),
        ),
      },
      interests: {
        base,
        ...distribution(
          "interests",
          (k) => interestLabel.get(k) ?? k,
          interestsKnown,
          audience,
          text("interestsMethod"),
        ),
      },
    },
  };
}
