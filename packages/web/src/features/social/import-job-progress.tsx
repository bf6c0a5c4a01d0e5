import { Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { UseMutationResult } from "@tanstack/react-query";
import type { ImportJob } from "@xa/core/social/social-contract";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { CancelJob } from "./cancel-job.tsx";
import { formatBytes, formatCount, formatRate } from "./format.ts";
import { SkippedDetails, WrittenTable } from "./import-job-details.tsx";
import {
  importPercent,
  importStage,
  importTotals,
  isImportActive,
  itemsPerSecond,
  type RateSample,
} from "./import-progress.ts";
import { ImportStatusBadge, useFormatName } from "./import-status-badge.tsx";
import { JobErrorAlert } from "./job-error-alert.tsx";

/** The progress bar's colour by job status: blue while it may still change. */
const BAR_COLORS: Record<ImportJob["status"], string> = {
  queued: "blue",
  running: "blue",
  done: "green",
  failed: "red",
  cancelled: "gray",
};

function Figure({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="lg" data-testid={`progress-${id}`}>
        {value}
      </Text>
    </div>
  );
}

/** The first reading of a running job this page took, to measure its speed from. */
function useFirstSample(job: ImportJob, updatedAt: number): RateSample | null {
  const [first, setFirst] = useState<{ id: string; sample: RateSample } | null>(null);
  const running = job.status === "running";
  useEffect(() => {
    if (running && first?.id !== job.id) setFirst({ id: job.id, sample: { read: job.read, at: updatedAt } });
  }, [running, first, job.id, job.read, updatedAt]);
  return first?.id === job.id ? first.sample : null;
}

/** How a CSV file's columns were read (which export's names, and the user's mapping); null for JSON. */
function useCsvColumnsText(): (columns: ImportJob["csv_columns"]) => string | null {
  const { t } = useTranslation();
  return (columns) => {
    if (!columns) return null;
    const presets: Record<string, string> = {
      "twarc-csv": t("social.csvPresets.twarcCsv"),
      "x-analytics": t("social.csvPresets.xAnalytics"),
      generic: t("social.csvPresets.generic"),
    };
    const preset = presets[columns.preset] ?? columns.preset;
    return columns.mapped
      ? t("social.progress.csvColumnsMapped", { preset })
      : t("social.progress.csvColumns", { preset });
  };
}

/**
 * An import job as it runs: stage, a progress bar, counts, speed, and what was skipped and why;
 * while it waits or reads the file, a way to cancel it.
 */
export function ImportJobProgress({
  job,
  updatedAt,
  cancel,
}: {
  job: ImportJob;
  updatedAt: number;
  cancel: UseMutationResult<unknown, Error, string>;
}) {
  const { t, i18n } = useTranslation();
  const formatName = useFormatName();
  const columnsText = useCsvColumnsText()(job.csv_columns);
  const n = (value: number) => formatCount(value, i18n.language);
  const totals = importTotals(job);
  const percent = importPercent(job);
  const stage = importStage(job);
  const first = useFirstSample(job, updatedAt);
  const rate = itemsPerSecond(job, first, { read: job.read, at: updatedAt });
  const active = isImportActive(job);
  // Once the file is read, the import finishes (indexes, enrichment): cancelling would change nothing.
  const cancellable = stage === "queued" || stage === "importing";
  // A full striped bar while the share read is unknown or the file is read (indexes built, accounts enriched);
  // hidden from screen readers then, since the stage text says where it is.
  const indeterminate = stage === "indexing" || stage === "enriching" || percent === null;

  const stageText = {
    // Queued with an error: an attempt failed, and the next waits its turn (see JobErrorAlert).
    queued: job.error ? t("social.progress.queuedRetry") : t("social.progress.queued"),
    importing:
      percent === null
        ? t("social.progress.importing")
        : t("social.progress.importingPercent", {
            percent,
            done: formatBytes(job.done_bytes, i18n.language),
            total: formatBytes(job.total_bytes ?? 0, i18n.language),
          }),
    stopping: t("social.progress.stopping"),
    indexing: t("social.progress.indexing", {
      built: n(job.indexes?.built ?? 0),
      total: n(job.indexes?.total ?? 0),
    }),
    enriching: t("social.progress.enriching", { accounts: n(job.enriched_accounts) }),
    done: t("social.progress.done", { imported: n(totals.imported), updated: n(totals.updated) }),
    failed: t("social.progress.failed"),
    cancelled:
      totals.imported + totals.updated === 0
        ? t("social.progress.cancelledEmpty")
        : t("social.progress.cancelled", { imported: n(totals.imported), updated: n(totals.updated) }),
  }[stage];

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="import-progress-title" data-testid="import-progress">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3" id="import-progress-title" style={{ overflowWrap: "anywhere" }}>
            {t("social.progress.title", { name: job.filename })}
          </Title>
          <ImportStatusBadge status={job.status} error={job.error} cancelRequested={job.cancel_requested} />
        </Group>
        <Text size="sm" c="dimmed">
          {t("social.progress.format", { format: formatName(job.format) })}
        </Text>
        {columnsText && (
          <Text size="sm" c="dimmed" data-testid="csv-columns">
            {columnsText}
          </Text>
        )}
        <Stack gap={6}>
          <Progress
            value={indeterminate ? 100 : (percent ?? 0)}
            aria-hidden={indeterminate || undefined}
            striped={active}
            animated={active}
            color={BAR_COLORS[job.status]}
            size="lg"
            aria-label={t("social.progress.barLabel")}
          />
          <Text size="sm" role="status" aria-live="polite" data-testid="progress-stage">
            {stageText}
          </Text>
        </Stack>
        <JobErrorAlert status={job.status} error={job.error} />
        {cancellable && <CancelJob kind="import" jobId={job.id} cancel={cancel} />}
        <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }}>
          <Figure id="read" label={t("social.progress.read")} value={n(totals.read)} />
          <Figure id="imported" label={t("social.progress.imported")} value={n(totals.imported)} />
          <Figure id="updated" label={t("social.progress.updated")} value={n(totals.updated)} />
          <Figure id="unchanged" label={t("social.progress.unchanged")} value={n(totals.unchanged)} />
          <Figure id="skipped" label={t("social.progress.skipped")} value={n(totals.skipped)} />
          <Figure
            id="rate"
            label={t("social.progress.rate")}
            value={rate === null ? "—" : formatRate(rate, i18n.language)}
          />
        </SimpleGrid>
        <WrittenTable job={job} />
        <SkippedDetails job={job} />
      </Stack>
    </Paper>
  );
}
