import type { SheetCell } from "../analysis/section-sheet.ts";
import type { Language } from "../auth/languages.ts";
import { countryName } from "../i18n/display-names.ts";
import { fillTemplate } from "../i18n/text-template.ts";
import type { AudienceType } from "./audience-entities.ts";
import { PACKAGE_SHEET_TEXTS, type PackageSheetTexts } from "./package-sheet-texts.ts";
import { ageSpan } from "./targeting-options.ts";
import type { CatalogueEntry, TargetingPackageWrapper, TermEvidence } from "./targeting-package.ts";

/** How a column's values are shown: shares as percentages, the rest as they are. */
export type PackageColumnFormat = "text" | "number" | "share";
export type PackageSheetColumn = { key: string; label: string; format: PackageColumnFormat };
/** One worksheet of a package workbook, its headers already in the reader's language. */
export type PackageSheet = { key: string; name: string; columns: PackageSheetColumn[]; rows: SheetCell[][] };

/** What the summary sheet says beside the package: the saved audience and its figures. */
export type PackageSummary = {
  name: string;
  type: AudienceType;
  /** category keys (AUDIENCE_CATEGORY_KEYS), named in the reader's language */
  categories: readonly string[];
  size: number | null;
  core_audience: number | null;
  total_native: number | null;
  pro_targeting_size: number | null;
  /** how the figures were counted, already in the reader's language */
  method: string;
  saved_at: string;
  /** a usage's ad account and state, when the workbook is of a usage */
  usage?: { ad_account_id: string; state: "applied" };
};

type ColumnKey = keyof PackageSheetTexts["columns"];

function columns(texts: PackageSheetTexts, keys: readonly ColumnKey[]): PackageSheetColumn[] {
  const format = (key: ColumnKey): PackageColumnFormat =>
    key === "audience_share" ? "share" : ["posts", "accounts", "followers", "lift"].includes(key) ? "number" : "text";
  return keys.map((key) => ({ key, label: texts.columns[key], format: format(key) }));
}

const evidenceCells = (e: TermEvidence | null): SheetCell[] =>
  e ? [e.posts, e.accounts, e.audience_share, e.lift] : [null, null, null, null];
const EVIDENCE: ColumnKey[] = ["posts", "accounts", "audience_share", "lift"];

function ageLabel(texts: PackageSheetTexts, language: Language, age: Parameters<typeof ageSpan>[0]): string {
  const [from, to] = ageSpan(age);
  if (from === null) return texts.values.anyAge;
  if (to === null) return fillTemplate(language, texts.values.ageOver, { from });
  return fillTemplate(language, texts.values.ageRange, { from, to });
}

function summaryRows(
  texts: PackageSheetTexts,
  language: Language,
  wrapper: TargetingPackageWrapper,
  s: PackageSummary,
): SheetCell[][] {
  const { summary: f, values: v } = texts;
  const pkg = wrapper.targeting_package;
  const categoryName = (key: string) => texts.categories[key as keyof PackageSheetTexts["categories"]] ?? key;
  const listed = (items: readonly string[], empty: string) => (items.length > 0 ? items.join(", ") : empty);
  const rows: SheetCell[][] = [
    [f.name, s.name],
    [f.type, v[s.type]],
    [f.categories, listed(s.categories.map(categoryName), v.none)],
    [
      f.countries,
      listed(
        wrapper.countries.map((c) => countryName(c, language)),
        v.allCountries,
      ),
    ],
    [f.age, ageLabel(texts, language, pkg.age)],
    [f.gender, v[pkg.gender]],
    [f.placements, listed(pkg.placements, v.none)],
    [f.size, s.size ?? v.notCounted],
    [f.core_audience, s.core_audience ?? v.notCounted],
    [f.total_native, s.total_native ?? v.notCounted],
    [f.pro_targeting_size, s.pro_targeting_size ?? v.notCounted],
    [f.method, s.method],
    [f.saved_at, s.saved_at],
  ];
  if (s.usage) rows.push([f.ad_account_id, s.usage.ad_account_id], [f.state, v[s.usage.state]]);
  return rows;
}

/**
 * A targeting package as worksheets: a summary, then one sheet per list (every list, empty ones with
 * their headers, so a reader always finds the same sheets), each entry with a 'selected' column and
 * its evidence. Headers and values are in `language`.
 */
export function packageSheets(
  wrapper: TargetingPackageWrapper,
  summary: PackageSummary,
  language: Language,
): PackageSheet[] {
  const texts = PACKAGE_SHEET_TEXTS[language];
  const pkg = wrapper.targeting_package;
  const yes = (deselected: boolean) => (deselected ? texts.values.no : texts.values.yes);
  const sheet = (key: keyof PackageSheetTexts["sheets"], keys: ColumnKey[], rows: SheetCell[][]): PackageSheet => ({
    key,
    name: texts.sheets[key],
    columns: columns(texts, keys),
    rows,
  });
  const catalogue = (key: keyof PackageSheetTexts["sheets"], entries: readonly CatalogueEntry[]) =>
    sheet(
      key,
      ["label", "id", "selected", "audience_share"],
      entries.map((e) => [e.label, e.id, yes(e.deselected), e.audience_share]),
    );
  return [
    sheet("summary", ["field", "value"], summaryRows(texts, language, wrapper, summary)),
    sheet(
      "keywords",
      ["keyword", "selected", ...EVIDENCE],
      pkg.keywords.map((e) => [e.label, yes(e.deselected), ...evidenceCells(e.evidence)]),
    ),
    sheet(
      "hashtags",
      ["hashtag", "selected", ...EVIDENCE],
      pkg.hashtags.map((e) => [`#${e.label}`, yes(e.deselected), ...evidenceCells(e.evidence)]),
    ),
    sheet(
      "handles",
      ["handle", "name", "account_id", "followers", "selected", ...EVIDENCE],
      pkg.handles.map((h) => [
        `@${h.handle}`,
        h.name,
        h.account_id,
        h.followers,
        yes(h.deselected),
        ...evidenceCells(h.evidence),
      ]),
    ),
    sheet(
      "locations",
      ["label", "type", "country_code", "id", "selected", "audience_share"],
      pkg.locations.map((l) => [
        l.label,
        texts.values[l.type],
        l.country_code,
        l.id,
        yes(l.deselected),
        l.audience_share,
      ]),
    ),
    catalogue("languages", pkg.languages),
    catalogue("interests", pkg.interests),
    catalogue("conversation_topics", pkg.conversation_topics),
    catalogue("network_operators", pkg.network_operators),
    catalogue("movies_tv_shows", pkg.movies_tv_shows),
    sheet(
      "custom_audiences",
      ["name", "selected"],
      pkg.custom_audiences.map((c) => [c.name, yes(c.deselected)]),
    ),
  ];
}
