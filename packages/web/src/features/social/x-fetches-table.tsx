import { Stack, Title } from "@mantine/core";
import type { XFetchJob } from "@xa/core/social/social-contract";
import { useTranslation } from "react-i18next";
import { useDescribeXFetch } from "./describe-x-fetch.ts";
import { formatCount } from "./format.ts";
import { type JobColumn, JobListTable } from "./job-list-table.tsx";
import { useXFetchesQuery } from "./use-x-fetch.ts";
import { xFetchView } from "./x-fetch-progress.ts";

/** Past and running fetches from the X API, newest first; "Show" opens one's progress. */
export function XFetchesTable({ selectedId, onSelect }: { selectedId: string | null; onSelect: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const describe = useDescribeXFetch();
  const fetches = useXFetchesQuery();
  const n = (value: number) => formatCount(value, i18n.language);
  const rowOf = (job: XFetchJob) => ({ job, view: xFetchView(job), what: describe(job.request) });
  const columns: JobColumn<ReturnType<typeof rowOf>>[] = [
    { header: t("social.xFetches.pages"), numeric: true, cell: ({ view }) => n(view.pages) },
    { header: t("social.progress.imported"), numeric: true, cell: ({ view }) => n(view.imported) },
    { header: t("social.progress.updated"), numeric: true, cell: ({ view }) => n(view.updated) },
  ];
  return (
    <Stack gap="sm">
      <Title order={3} size="h4" id="x-fetches-title">
        {t("social.xFetches.title")}
      </Title>
      <JobListTable
        query={fetches}
        rowOf={rowOf}
        subject={{ header: t("social.xFetches.what"), wrap: true, cell: ({ what }) => what }}
        columns={columns}
        empty={{ title: t("social.xFetches.emptyTitle"), description: t("social.xFetches.emptyBody") }}
        showLabel={({ what }) => t("social.xFetches.showLabel", { what })}
        selectedId={selectedId}
        onSelect={onSelect}
        testId="x-fetches-table"
        labelledBy="x-fetches-title"
        minWidth={680}
      />
    </Stack>
  );
}
