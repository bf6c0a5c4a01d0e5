import { type SectionName, type SectionResult, sectionToSheet } from "@xa/core";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { FIXTURES } from "../analysis/section-views/section-fixtures.ts";
import { buildSectionsWorkbook } from "./sections-workbook.ts";

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

async function readBack(blob: Blob) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await blob.arrayBuffer());
  return workbook;
}

describe("buildSectionsWorkbook", () => {
  it("writes one sheet per section, named after it, with a bold frozen header and numeric cells", async () => {
    const blob = await buildSectionsWorkbook([
      { name: "countries", result: countries },
      { name: "most_interacted_keyword_combinations", result: combos },
      { name: "audience_size", result: { kind: "count", base, value: 1204, label: "accounts" } },
    ]);
    expect(blob.type).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const workbook = await readBack(blob);
    expect(workbook.worksheets.map((w) => w.name)).toEqual([
      "countries",
      "most_interacted_keyword_combina",
      "audience_size",
    ]);

    const sheet = workbook.getWorksheet("countries");
    expect(sheet?.getRow(1).values).toEqual([undefined, "key", "label", "count", "share"]);
    expect(sheet?.getRow(1).font?.bold).toBe(true);
    expect(sheet?.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(sheet?.getRow(2).values).toEqual([undefined, "US", "United States", 600, 0.65]);
    expect(sheet?.getCell("D2").numFmt).toBe("0.0%");
    expect(sheet?.getRow(4).values).toEqual([undefined, "unknown", undefined, 277, 0.23]);
    expect(sheet?.rowCount).toBe(4);

    const combosSheet = workbook.getWorksheet("most_interacted_keyword_combina");
    expect(combosSheet?.getRow(2).values).toEqual([undefined, "run shoes", 4, 0.5, 3]);
  });

  it("labels headers through the given function", async () => {
    const blob = await buildSectionsWorkbook([{ name: "countries", result: countries }], {
      headerLabel: (column) => column.toUpperCase(),
    });
    const sheet = (await readBack(blob)).getWorksheet("countries");
    expect(sheet?.getRow(1).values).toEqual([undefined, "KEY", "LABEL", "COUNT", "SHARE"]);
  });
});

describe("buildSectionsWorkbook with every kind of section", () => {
  it("writes a sheet for each, with a header row and the section's rows", async () => {
    const sections = Object.entries(FIXTURES).map(([name, result]) => ({ name: name as SectionName, result }));
    const workbook = await readBack(await buildSectionsWorkbook(sections));
    expect(workbook.worksheets.map((w) => w.name)).toEqual(Object.keys(FIXTURES));
    for (const { name, result } of sections) {
      const sheet = workbook.getWorksheet(name);
      const expected = sectionToSheet(name, result);
      expect(sheet?.rowCount, name).toBe(expected.rows.length + 1);
      expect(sheet?.getRow(1).values, name).toEqual([undefined, ...expected.columns]);
    }
  });
});
