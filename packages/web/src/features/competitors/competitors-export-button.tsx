import { Button } from "@mantine/core";
import type { CompetitorAnalysis } from "@xa/core/analysis/competitor-analysis";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadBlob } from "../../download/download-blob.ts";
import { sheetsWorkbook } from "../../download/sheets-workbook.ts";
import { competitorSheets } from "./competitor-sheets.ts";

/** Downloads the comparison's tables as one XLSX workbook; exceljs is loaded on the first click. */
export function CompetitorsExportButton({ analysis }: { analysis: CompetitorAnalysis }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const save = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const workbook = await sheetsWorkbook(
        competitorSheets(analysis, (key) => t(`competitors.${key}` as "competitors.account")),
      );
      const handles = analysis.competitors.map((c) => c.handle ?? c.id).join("-");
      downloadBlob(workbook, `competitors-${handles}.xlsx`);
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
