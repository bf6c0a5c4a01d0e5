import { Button, Checkbox, Group, Paper, Popover, SegmentedControl, Stack, Text } from "@mantine/core";
import type { SectionName, SectionResult } from "@xa/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { describeError } from "../../../api/describe-error.ts";
import { notify } from "../../../components/notifications-store.ts";
import {
  buildSectionsWorkbook,
  type CaptureBackground,
  captureCardPng,
  downloadBlob,
  exportFilename,
  sectionSheetTitle,
  zipFiles,
} from "../../exports/index.ts";
import { useAnalysisPageStore } from "../analysis-page-store.ts";
import { sheetColumnLabel } from "../section-views/sheet-columns.ts";

type Props = {
  /** loaded sections in page order */
  loaded: { name: SectionName; result: SectionResult }[];
  /** words for file names: the query, handle or post */
  label: string;
  /** the card element of a section, for images */
  cardNode: (section: SectionName) => HTMLElement | undefined;
};

/** Spec §2, §8: chosen sections as an XLSX workbook, all card images as a ZIP, and the image background. */
export function ExportToolbar({ loaded, label, cardNode }: Props) {
  const { t } = useTranslation();
  const background = useAnalysisPageStore((s) => s.background);
  const setBackground = useAnalysisPageStore((s) => s.setBackground);
  // Unticked sections are remembered, so a section that loads later is chosen by default.
  const [unticked, setUnticked] = useState<ReadonlySet<SectionName>>(new Set());
  const [busy, setBusy] = useState<"sheet" | "images" | null>(null);
  // Each card takes a moment to draw; the button counts them so a long ZIP does not look stuck.
  const [captured, setCaptured] = useState(0);
  const chosen = loaded.filter((s) => !unticked.has(s.name));

  const run = async (kind: "sheet" | "images", work: () => Promise<void>) => {
    setBusy(kind);
    try {
      await work();
    } catch (error) {
      notify(t("exports.failed", { message: describeError(error, t) }), "error");
    } finally {
      setBusy(null);
    }
  };

  const exportSheet = () =>
    run("sheet", async () => {
      // Sheet names, headers and the unknown row in the reader's language, like the cards.
      const workbook = await buildSectionsWorkbook(chosen, {
        sheetName: (name) => sectionSheetTitle(name, t),
        headerLabel: (column) => sheetColumnLabel(column, t),
        unknownLabel: t("sectionViews.unknownLabel"),
      });
      downloadBlob(workbook, exportFilename([label], "xlsx"));
      notify(t("exports.exportedSheet"), "success");
    });

  const exportImages = () =>
    run("images", async () => {
      const files = [];
      setCaptured(0);
      for (const { name } of loaded) {
        const node = cardNode(name);
        if (node) {
          files.push({ name: exportFilename([label, name], "png"), blob: await captureCardPng(node, { background }) });
        }
        setCaptured((n) => n + 1);
      }
      downloadBlob(await zipFiles(files), exportFilename([label, "images"], "zip"));
      notify(t("exports.exportedImages"), "success");
    });

  const toggle = (name: SectionName, on: boolean) =>
    setUnticked((current) => {
      const next = new Set(current);
      if (on) next.delete(name);
      else next.add(name);
      return next;
    });

  return (
    <Paper withBorder radius="md" p="sm" role="toolbar" aria-label={t("analysis.export.toolbar")}>
      <Group gap="sm" justify="space-between">
        <Group gap="xs">
          <Popover position="bottom-start" shadow="md" trapFocus>
            <Popover.Target>
              <Button variant="default" disabled={loaded.length === 0}>
                {t("analysis.export.chooseSections", { count: chosen.length, total: loaded.length })}
              </Button>
            </Popover.Target>
            <Popover.Dropdown>
              <Stack gap={6} mah={360} style={{ overflowY: "auto" }}>
                <Group gap="xs">
                  <Button size="compact-xs" variant="subtle" onClick={() => setUnticked(new Set())}>
                    {t("analysis.export.all")}
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => setUnticked(new Set(loaded.map((s) => s.name)))}
                  >
                    {t("analysis.export.none")}
                  </Button>
                </Group>
                {loaded.map(({ name }) => (
                  <Checkbox
                    key={name}
                    label={t(`sections.${name}.title`)}
                    checked={!unticked.has(name)}
                    onChange={(event) => toggle(name, event.currentTarget.checked)}
                  />
                ))}
              </Stack>
            </Popover.Dropdown>
          </Popover>
          <Button onClick={() => void exportSheet()} loading={busy === "sheet"} disabled={chosen.length === 0}>
            {t("exports.downloadSheet")}
          </Button>
          <Button
            variant="light"
            onClick={() => void exportImages()}
            disabled={loaded.length === 0 || busy === "images"}
            aria-busy={busy === "images"}
          >
            {busy === "images"
              ? t("analysis.export.capturing", { done: captured, total: loaded.length })
              : t("exports.downloadImages")}
          </Button>
        </Group>
        <Group gap="xs">
          <Text size="sm" id="export-background">
            {t("exports.background")}
          </Text>
          <SegmentedControl
            size="xs"
            aria-labelledby="export-background"
            value={background}
            onChange={(value) => setBackground(value as CaptureBackground)}
            data={[
              { value: "black", label: t("exports.backgroundBlack") },
              { value: "transparent", label: t("exports.backgroundTransparent") },
            ]}
          />
        </Group>
      </Group>
    </Paper>
  );
}
