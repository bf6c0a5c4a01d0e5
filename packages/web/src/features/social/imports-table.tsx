import { Paper, Stack, Title } from "@mantine/core";
import type { ImportJob } from "@xa/core/social/social-contract";
import { useTranslation } from "react-i18next";
import { formatCount } from "./format.ts";
import { importTotals } from "./import-progress.ts";
import { useFormatName } from "./import-status-badge.tsx";
import { type JobColumn, JobListTable } from "./job-list-table.tsx";
import { useImportsQuery } from "./use-imports-query.ts";

/** Past and running imports, newest first; "Show" opens one's progress above. */
export function ImportsTable({ selectedId, onSelect }: { selectedId: string | null; onSelect: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const formatName = useFormatName();
  const imports = useImportsQuery();
  const n = (value: number) => formatCount(value, i18n.language);
  const rowOf = (job: ImportJob) => ({ job, totals: importTotals(job) });
  const columns: JobColumn<ReturnType<typeof rowOf>>[] = [
    { header: t("social.imports.format"), cell: ({ job }) => formatName(job.format) },
    { header: t("social.progress.read"), numeric: true, cell: ({ totals }) => n(totals.read) },
    { header: t("social.progress.imported"), numeric: true, cell: ({ totals }) => n(totals.imported) },
    { header: t("social.progress.updated"), numeric: true, cell: ({ totals }) => n(totals.updated) },
    { header: t("social.progress.skipped"), numeric: true, cell: ({ totals }) => n(totals.skipped) },
  ];
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="imports-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="imports-title">
          {t("social.imports.title")}
        </Title>
        <JobListTable
          query={imports}
          rowOf={rowOf}
          subject={{ header: t("social.imports.file"), wrap: true, cell: ({ job }) => job.filename }}
          columns={columns}
          empty={{ title: t("social.imports.emptyTitle"), description: t("social.imports.emptyBody") }}
          showLabel={({ job }) => t("social.imports.showLabel", { name: job.filename })}
          selectedId={selectedId}
          onSelect={onSelect}
          testId="imports-table"
          labelledBy="imports-title"
          minWidth={760}
        />
      </Stack>
    </Paper>
  );
}
