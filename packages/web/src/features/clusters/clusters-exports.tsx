import { Button, Group } from "@mantine/core";
import type { TopicClusters } from "@xa/core/clusters/topic-clusters";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadBlob } from "../../download/download-blob.ts";
import { sheetsWorkbook } from "../../download/sheets-workbook.ts";
import { clustersGexf } from "./clusters-gexf.ts";
import { clustersSheets } from "./clusters-sheets.ts";

/** A file name from the query: its letters and digits, at most 40 of them. */
const slug = (query: string) =>
  query
    .normalize("NFKC")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40) || "clusters";

/** Downloads the graph as GEXF (for Gephi) and the clusters, terms and links as XLSX. */
export function ClustersExports({ data }: { data: TopicClusters }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const name = `topic-clusters-${slug(data.query)}`;
  const saveGexf = () => {
    const text = clustersGexf(data, `${data.query}: ${data.method}`, new Date().toISOString().slice(0, 10));
    downloadBlob(new Blob([text], { type: "application/gexf+xml" }), `${name}.gexf`);
  };
  const saveXlsx = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const sheets = clustersSheets(data, (key) => t(`clusters.export.${key}` as "clusters.export.sheets.clusters"));
      downloadBlob(await sheetsWorkbook(sheets), `${name}.xlsx`);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group gap="xs">
      <Button variant="default" size="xs" onClick={saveGexf}>
        {t("clusters.export.gexf")}
      </Button>
      <Button
        variant="default"
        size="xs"
        loading={busy}
        onClick={() => void saveXlsx()}
        color={failed ? "red" : undefined}
      >
        {failed ? t("clusters.export.failed") : t("clusters.export.xlsx")}
      </Button>
    </Group>
  );
}
