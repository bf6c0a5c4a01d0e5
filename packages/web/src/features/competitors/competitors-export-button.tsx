import { Button } from "@mantine/core";
import type { CompetitorAnalysis } from "@xa/core/analysis/competitor-analysis";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadBlob } from "../../download/download-blob.ts";
import { competitorSheets } from "./competitor-sheets.ts";

const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Downloads the comparison's tables as one XLSX workbook; exceljs is loaded on the first click. */
export function CompetitorsExportButton({ analysis }: { analysis: CompetitorAnalysis }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const save = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const { default: ExcelJS } = await import("exceljs");
      const workbook = new ExcelJS.Workbook();
      workbook.creator = "XAudience";
      for (const sheet of competitorSheets(analysis, (key) => t(`competitors.${key}` as "competitors.account"))) {
        // Sheet names are at most 31 characters in XLSX.
        const ws = workbook.addWorksheet(sheet.name.slice(0, 31), { views: [{ state: "frozen", ySplit: 1 }] });
        ws.addRow(sheet.columns).font = { bold: true };
        ws.addRows(sheet.rows);
        ws.columns.forEach((column, i) => {
          column.width = Math.min(60, Math.max(10, (sheet.columns[i]?.length ?? 0) + 2));
          if (sheet.percent.includes(i)) column.numFmt = "0.0%";
        });
      }
      const buffer = await workbook.xlsx.writeBuffer();
      const handles = analysis.competitors.map((c) => c.handle ?? c.id).join("-");
      downloadBlob(new Blob([buffer], { type: XLSX_MIME }), `competitors-${handles}.xlsx`);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" size="xs" loading={busy} onClick={() => void save()} color={failed ? "red" : undefined}>
      {failed ? t("competitors.exportFailed") : t("competitors.export")}
    </Button>
  );
}
