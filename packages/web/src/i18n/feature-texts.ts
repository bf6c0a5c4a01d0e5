import type { Language } from "@xa/core";
import i18n from "i18next";

/**
 * A feature's interface texts, one chunk per language, loaded by its pages rather than with every page. Each file
 * is a top-level section of the app's texts ({"targeting": {…}}), merged into the one namespace, so keys read the
 * same as in en.json (t("targeting.save.title")).
 */
export type FeatureTexts = Readonly<Record<Language, () => Promise<{ default: object }>>>;

/**
 * Every feature's texts: one folder per feature folder, named like it (features/teams → ./teams/en.json and
 * ./teams/ja.json), registered below; i18next.d.ts types t() from this list and the tests load all of it. A route
 * loads the texts of each feature its page draws (withFeatureTexts, withTextsOf). What the whole app shares, or a
 * layout or shared component draws, stays in the main en.json/ja.json.
 */
export const FEATURE_TEXTS = {
  activity: { en: () => import("./activity/en.json"), ja: () => import("./activity/ja.json") },
  ads: { en: () => import("./ads/en.json"), ja: () => import("./ads/ja.json") },
  analysis: { en: () => import("./analysis/en.json"), ja: () => import("./analysis/ja.json") },
  assistant: { en: () => import("./assistant/en.json"), ja: () => import("./assistant/ja.json") },
  "audience-builder": {
    en: () => import("./audience-builder/en.json"),
    ja: () => import("./audience-builder/ja.json"),
  },
  auth: { en: () => import("./auth/en.json"), ja: () => import("./auth/ja.json") },
  billing: { en: () => import("./billing/en.json"), ja: () => import("./billing/ja.json") },
  campaigns: { en: () => import("./campaigns/en.json"), ja: () => import("./campaigns/ja.json") },
  clusters: { en: () => import("./clusters/en.json"), ja: () => import("./clusters/ja.json") },
  communities: { en: () => import("./communities/en.json"), ja: () => import("./communities/ja.json") },
  competitors: { en: () => import("./competitors/en.json"), ja: () => import("./competitors/ja.json") },
  creators: { en: () => import("./creators/en.json"), ja: () => import("./creators/ja.json") },
  events: { en: () => import("./events/en.json"), ja: () => import("./events/ja.json") },
  exports: { en: () => import("./exports/en.json"), ja: () => import("./exports/ja.json") },
  materials: { en: () => import("./materials/en.json"), ja: () => import("./materials/ja.json") },
  monitors: { en: () => import("./monitors/en.json"), ja: () => import("./monitors/ja.json") },
  outbox: { en: () => import("./outbox/en.json"), ja: () => import("./outbox/ja.json") },
  premium: { en: () => import("./premium/en.json"), ja: () => import("./premium/ja.json") },
  requests: { en: () => import("./requests/en.json"), ja: () => import("./requests/ja.json") },
  social: { en: () => socialEnglish(), ja: () => import("./social/ja.json") },
  targeting: { en: () => import("./targeting/en.json"), ja: () => import("./targeting/ja.json") },
  teams: { en: () => import("./teams/en.json"), ja: () => import("./teams/ja.json") },
  toolkit: { en: () => import("./toolkit/en.json"), ja: () => import("./toolkit/ja.json") },
  xstats: { en: () => import("./xstats/en.json"), ja: () => import("./xstats/ja.json") },
} satisfies Record<string, FeatureTexts>;

/**
 * The social texts in English with the server's messages as core builds them: a stored text's English is the text
 * itself, so ./social/en.json leaves them to core and ./social/ja.json translates each.
 */
async function socialEnglish() {
  const [texts, { SERVER_MESSAGE_TEMPLATES }] = await Promise.all([
    import("./social/en.json"),
    import("@xa/core/social/server-messages"),
  ]);
  return { default: { ...texts.default, serverMessages: SERVER_MESSAGE_TEMPLATES } };
}

type Tree = { [key: string]: unknown };
const isTree = (value: unknown): value is Tree => typeof value === "object" && value !== null && !Array.isArray(value);

function merge(into: Tree, from: object): Tree {
  const out: Tree = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const current = out[key];
    out[key] = isTree(current) && isTree(value) ? merge(current, value) : value;
  }
  return out;
}

/** Features some page has asked for: a language loaded later (a switch) brings their texts with its own. */
const wanted = new Set<FeatureTexts>();
/** Each language whose main texts are loading or loaded, resolved once they are in i18next. */
const languages = new Map<Language, Promise<unknown>>();
const added = new Map<FeatureTexts, Map<Language, Promise<void>>>();

/** The backend's read: `language`'s main texts with those of every feature wanted so far. */
export function readTexts(language: Language, main: () => Promise<{ default: object }>): Promise<Tree> {
  const texts = main().then(async ({ default: base }) => {
    const features = await Promise.all([...wanted].map((feature) => feature[language]()));
    return features.reduce<Tree>((all, { default: more }) => merge(all, more), base as Tree);
  });
  languages.set(
    language,
    texts.catch(() => undefined),
  );
  return texts;
}

/**
 * Loads a feature's texts into every language loaded or loading (so a page can draw in either), and marks them for
 * any language loaded later. Resolves when they are in.
 */
export function loadFeatureTexts(feature: FeatureTexts): Promise<void> {
  wanted.add(feature);
  const byLanguage = added.get(feature) ?? new Map<Language, Promise<void>>();
  added.set(feature, byLanguage);
  const loads = [...languages].map(([language, loaded]) => {
    let load = byLanguage.get(language);
    if (!load) {
      // After the language's own texts, which would otherwise replace the feature's sections.
      load = loaded
        .then(() => feature[language]())
        .then(({ default: texts }) => {
          i18n.addResourceBundle(language, "translation", texts, true, false);
        });
      load.catch(() => byLanguage.delete(language));
      byLanguage.set(language, load);
    }
    return load;
  });
  return Promise.all(loads).then(() => undefined);
}

/** A page's chunk with its feature's texts, side by side: for a lazy route, `() => withFeatureTexts(t, import(…))`. */
export async function withFeatureTexts<M>(feature: FeatureTexts, page: Promise<M>): Promise<M> {
  const [module] = await Promise.all([page, loadFeatureTexts(feature)]);
  return module;
}

/** A page's chunk with several features' texts, for a screen that also draws another feature's names. */
export async function withTextsOf<M>(features: readonly FeatureTexts[], page: Promise<M>): Promise<M> {
  const [module] = await Promise.all([page, ...features.map(loadFeatureTexts)]);
  return module;
}
