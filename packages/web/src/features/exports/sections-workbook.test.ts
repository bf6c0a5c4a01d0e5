import { type SectionName, type SectionResult, sectionToSheet } from "@xa/core";
import { sectionTitle } from "@xa/core/analysis/section-titles";
import ExcelJS from "exceljs";
import { afterAll, describe, expect, it } from "vitest";
import { sheetColumnLabel } from "../../format/sheet-column-label.ts";
import { i18n } from "../../i18n/setup.ts";
import { FIXTURES } from "../../test/section-fixtures.ts";
import { buildSectionsWorkbook, type WorkbookSection } from "./sections-workbook.ts";
import { sectionSheetTitle } from "./sheet-titles.ts";

const base = { unit: "accounts" as const, count: 1204, description: "followers of @x" };

const countries: SectionResult = {
  kind: "distribution",
  base,
  items: [
    { key: "US", label: "United States", count: 600, share: 0.65 },
    { key: "JP", label: "Japan", count: 327, share: 0.35 },
  ],
  unknown: { count: 277, share: 0.23 },
};
const combos: SectionResult = {
  kind: "terms",
  base,
  items: [{ term: "run shoes", count: 4, share: 0.5, lift: 3 }],
};
const sections: WorkbookSection[] = [
  { name: "countries", result: countries },
  { name: "most_interacted_keyword_combinations", result: combos },
  { name: "audience_size", result: { kind: "count", base, value: 1204, label: "accounts" } },
  { name: "posts", result: FIXTURES.posts },
];

async function readBack(blob: Blob) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await blob.arrayBuffer());
  return workbook;
}

/** The workbook as the analysis page builds it, in a language. */
async function translatedWorkbook(language: "en" | "ja") {
  await i18n.changeLanguage(language);
  const t = i18n.t;
  return readBack(
    await buildSectionsWorkbook(sections, {
      sheetName: (name) => sectionSheetTitle(name, t),
      headerLabel: (column) => sheetColumnLabel(column, t),
      unknownLabel: t("sheets.unknown"),
    }),
  );
}

const headers = (sheet: ExcelJS.Worksheet | undefined) => ((sheet?.getRow(1).values ?? []) as unknown[]).slice(1);
const column = (sheet: ExcelJS.Worksheet | undefined, index: number) =>
  ((sheet?.getColumn(index).values ?? []) as unknown[]).slice(2);

describe("buildSectionsWorkbook for people", () => {
  afterAll(() => i18n.changeLanguage("en"));

  it("names sheets and headers in English, short names whole, the unknown row labelled apart", async () => {
    const workbook = await translatedWorkbook("en");
    expect(workbook.worksheets.map((w) => w.name)).toEqual([
      "Countries",
      "Interacted keyword combinations",
      "Audience size",
      "Posts",
    ]);
    const sheet = workbook.getWorksheet("Countries");
    expect(headers(sheet)).toEqual(["Code", "Name", "Count", "Share of known", "Share of all"]);
    expect(sheet?.getRow(1).font?.bold).toBe(true);
    expect(sheet?.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(((sheet?.getRow(4).values ?? []) as unknown[]).slice(1, 5)).toEqual(["unknown", "Unknown", 277, undefined]);
    // Numbers are numbers; both share columns are percentages that sum to 100%.
    const sum = (index: number) => column(sheet, index).reduce<number>((total, v) => total + Number(v ?? 0), 0);
    expect(column(sheet, 3)).toEqual([600, 327, 277]);
    expect(sum(4)).toBeCloseTo(1);
    expect(sum(5)).toBeCloseTo(1);
    expect(sheet?.getCell("D2").numFmt).toBe("0.0%");
    expect(sheet?.getCell("E4").numFmt).toBe("0.0%");
    expect(sheet?.getCell("E4").value).toBe(0.23);

    const posts = workbook.getWorksheet("Posts");
    const postHeaders = headers(posts);
    expect(postHeaders).toContain("Text");
    expect(postHeaders).not.toContain("like_count");
    // Dates are dates, counts are numbers.
    expect(posts?.getCell(2, postHeaders.indexOf("Date") + 1).value).toBeInstanceOf(Date);
    expect(typeof posts?.getCell(2, postHeaders.indexOf("Likes") + 1).value).toBe("number");
  });

  it("names sheets, headers and the unknown row in Japanese", async () => {
    const workbook = await translatedWorkbook("ja");
    expect(workbook.worksheets.map((w) => w.name)).toEqual([
      sectionTitle("ja", "countries"),
      sectionTitle("ja", "most_interacted_keyword_combinations"),
      sectionTitle("ja", "audience_size"),
      sectionTitle("ja", "posts"),
    ]);
    const sheet = workbook.worksheets[0];
    expect(headers(sheet)).toEqual(["コード", "名前", "件数", "判明分に占める割合", "全体に占める割合"]);
    expect(sheet?.getCell("B4").value).toBe("不明");
    expect(workbook.worksheets.every((w) => w.name.length <= 31 && !/_/.test(w.name))).toBe(true);
  });
});

describe("buildSectionsWorkbook with every kind of section", () => {
  it("writes a sheet for each, with a header row and the section's rows", async () => {
    const all = Object.entries(FIXTURES).map(([name, result]) => ({ name: name as SectionName, result }));
    const workbook = await readBack(await buildSectionsWorkbook(all));
    expect(workbook.worksheets.map((w) => w.name)).toEqual(Object.keys(FIXTURES));
    for (const { name, result } of all) {
      const sheet = workbook.getWorksheet(name);
      const expected = sectionToSheet(name, result);
      expect(sheet?.rowCount, name).toBe(expected.rows.length + 1);
      expect(sheet?.getRow(1).values, name).toEqual([undefined, ...expected.columns]);
    }
  });
});
