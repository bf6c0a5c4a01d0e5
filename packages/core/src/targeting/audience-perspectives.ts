import { z } from "zod";
import { distributionSection } from "../analysis/sections.ts";
import type { Language } from "../auth/languages.ts";
import { fillTemplate } from "../i18n/text-template.ts";

/** The dimensions a saved audience is seen by, side by side. */
export const PERSPECTIVES = ["countries", "languages", "interests"] as const;
export type Perspective = (typeof PERSPECTIVES)[number];

/**
 * A saved audience seen by country, language and interest: each a distribution of the accounts its
 * package reaches in the store (the analysis cards' shape, so the web draws them with the same views).
 */
export const audiencePerspectives = z.object({
  audience_config_id: z.number().int(),
  version: z.number().int(),
  /** the accounts in the store the package reaches */
  audience: z.number().int(),
  perspectives: z.object({
    countries: distributionSection,
    languages: distributionSection,
    interests: distributionSection,
  }),
});
export type AudiencePerspectives = z.infer<typeof audiencePerspectives>;

/** Accounts whose posts are read for their languages; past it a fixed sample, said in the base. */
export const PERSPECTIVE_LANGUAGE_SAMPLE = 5_000;

const EN = {
  base: "accounts the saved audience's package reaches in the store",
  sampleBase: "a fixed sample of {{sample}} of the {{audience}} accounts the saved audience's package reaches",
  countriesMethod:
    "Country inferred from each account's profile location; shares are of the accounts whose country is known.",
  languagesMethod:
    "Languages the accounts post in (detected per post); an account posting in two languages counts in both.",
  interestsMethod:
    "Interests inferred from each account's bio and hashtags; an account can have several, so shares add up to more than 100%.",
} as const;

export type PerspectiveTextKey = keyof typeof EN;

const JA: Record<PerspectiveTextKey, string> = {
  base: "保存済みオーディエンスのパッケージがストア内で届くアカウント",
  sampleBase: "保存済みオーディエンスのパッケージが届く{{audience}}アカウントのうち、固定サンプル{{sample}}アカウント",
  countriesMethod: "国は各アカウントのプロフィールの所在地から推定。割合は国が分かるアカウントに対するものです。",
  languagesMethod: "アカウントが投稿する言語（投稿ごとに判定）。2言語で投稿するアカウントは両方に数えます。",
  interestsMethod:
    "興味関心は各アカウントの自己紹介とハッシュタグから推定。1アカウントが複数を持つため、割合の合計は100%を超えます。",
};

const TEXTS: Readonly<Record<Language, Readonly<Record<PerspectiveTextKey, string>>>> = { en: EN, ja: JA };

/** A perspectives text in `language`, its placeholders filled. */
export function perspectiveText(
  language: Language,
  key: PerspectiveTextKey,
  params: Record<string, string | number> = {},
): string {
  return fillTemplate(language, TEXTS[language][key], params);
}
