import { Button, ScrollArea, Table, VisuallyHidden } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ImportJob } from "@xa/core/social/social-contract";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState, ErrorState, LoadingState } from "../../components/page-states.tsx";
import { formatDateTime } from "./format.ts";
import { ImportStatusBadge } from "./import-status-badge.tsx";

/** A column of a job list: its header and what each row shows in it. */
export type JobColumn<R> = { header: string; numeric?: boolean; wrap?: boolean; cell: (row: R) => ReactNode };

/** What every job list shows of a job besides its kind's own columns. */
type ListedJob = Pick<ImportJob, "id" | "status" | "error" | "cancel_requested" | "created_at">;

/**
 * Background jobs of the Data page (imports, fetches), newest first, with the loading, error and
 * empty states; "Show" picks one, whose row then reads as selected. Each row reads: what the job
 * is about (`subject`), its status, the kind's own `columns`, and when it started. `rowOf` works
 * out once per job what its cells and its "Show" label read.
 */
export function JobListTable<J extends ListedJob, R extends { job: J }>({
  query,
  rowOf,
  subject,
  columns: own,
  empty,
  showLabel,
  selectedId,
  onSelect,
  testId,
  labelledBy,
  minWidth,
}: {
  query: UseQueryResult<J[]>;
  rowOf: (job: J) => R;
  subject: JobColumn<R>;
  columns: JobColumn<R>[];
  empty: { title: string; description: string };
  showLabel: (row: R) => string;
  selectedId: string | null;
  onSelect: (id: string) => void;
  testId: string;
  labelledBy: string;
  minWidth: number;
}) {
  const { t, i18n } = useTranslation();
  const columns: JobColumn<R>[] = [
    subject,
    {
      header: t("social.imports.status"),
      cell: ({ job }) => (
        <ImportStatusBadge status={job.status} error={job.error} cancelRequested={job.cancel_requested} />
      ),
    },
    ...own,
    { header: t("social.imports.started"), cell: ({ job }) => formatDateTime(job.created_at, i18n.language) },
  ];
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <LoadingState />;
  if (query.data.length === 0) return <EmptyState title={empty.title} description={empty.description} />;
  return (
    <ScrollArea>
      <Table striped highlightOnHover miw={minWidth} data-testid={testId} aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} ta={column.numeric ? "right" : undefined}>
                {column.header}
              </Table.Th>
            ))}
            <Table.Th>
              <VisuallyHidden>{t("social.imports.actions")}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query.data.map((job) => {
            const row = rowOf(job);
            const selected = job.id === selectedId;
            return (
              <Table.Tr key={job.id} aria-selected={selected} fw={selected ? 600 : undefined}>
                {columns.map((column) => (
                  <Table.Td
                    key={column.header}
                    ta={column.numeric ? "right" : undefined}
                    style={column.wrap ? { overflowWrap: "anywhere" } : { whiteSpace: "nowrap" }}
                  >
                    {column.cell(row)}
                  </Table.Td>
                ))}
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    onClick={() => onSelect(job.id)}
                    disabled={selected}
                    aria-label={showLabel(row)}
                  >
                    {t("social.imports.show")}
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
