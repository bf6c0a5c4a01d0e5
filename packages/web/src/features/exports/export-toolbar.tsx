import { Button, Group, Loader, Paper, Popover, SegmentedControl, Text } from "@mantine/core";
import type { SectionName, SectionResult } from "@xa/core";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { describeError } from "../../api/describe-error.ts";
import { notify } from "../../components/notifications-store.ts";
import { useGuardedPopup } from "../../components/popup/use-guarded-popup.ts";
import type { CaptureBackground } from "./capture-node-png.ts";
import { useExportBackgroundStore } from "./export-background-store.ts";
import { loadExportFiles } from "./load-export-files.ts";

// The chooser's boxes (Mantine's Checkbox) load when it first opens.
const SectionPicker = lazy(() => import("./section-picker.tsx").then((module) => ({ default: module.SectionPicker })));

type Props = {
  /** loaded sections in page order */
  loaded: { name: SectionName; result: SectionResult }[];
  /** words for file names: the query, handle or post */
  label: string;
  /** the card element of a section, for images */
  cardNode: (section: SectionName) => HTMLElement | undefined;
};

/** Chosen sections as an XLSX workbook, all card images as a ZIP, and the image background. */
export function ExportToolbar({ loaded, label, cardNode }: Props) {
  const { t } = useTranslation();
  const background = useExportBackgroundStore((s) => s.background);
  const setBackground = useExportBackgroundStore((s) => s.setBackground);
  // Unticked sections are remembered, so a section that loads later is chosen by default.
  const picker = useGuardedPopup();
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
      notify(t("errors.exportFailed", { message: describeError(error, t) }), "error");
    } finally {
      setBusy(null);
    }
  };

  const exportSheet = () =>
    run("sheet", async () => {
      // Sheet names, headers and the unknown row in the reader's language, like the cards.
      await (await loadExportFiles()).downloadSectionsSheet(chosen, label, t);
      notify(t("exports.exportedSheet"), "success");
    });

  const exportImages = () =>
    run("images", async () => {
      setCaptured(0);
      const { downloadCardImages } = await loadExportFiles();
      await downloadCardImages(
        loaded.map((s) => s.name),
        label,
        cardNode,
        background,
        () => setCaptured((n) => n + 1),
      );
      notify(t("exports.exportedImages"), "success");
    });

  return (
    <Paper withBorder radius="md" p="sm" role="toolbar" aria-label={t("exports.toolbar")}>
      <Group gap="sm" justify="space-between">
        <Group gap="xs">
          <Popover position="bottom-start" shadow="md" trapFocus opened={picker.opened} onChange={picker.onChange}>
            <Popover.Target>
              <Button variant="default" disabled={loaded.length === 0} onClick={() => picker.onChange(!picker.opened)}>
                {t("exports.chooseSections", { count: chosen.length, total: loaded.length })}
              </Button>
            </Popover.Target>
            <Popover.Dropdown>
              <Suspense fallback={<Loader size="xs" />}>
                <SectionPicker sections={loaded.map((s) => s.name)} unticked={unticked} onChange={setUnticked} />
              </Suspense>
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
              ? t("exports.capturing", { done: captured, total: loaded.length })
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
