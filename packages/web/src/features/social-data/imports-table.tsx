import { Button, Paper, ScrollArea, Stack, Table, Title, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { EmptyState, ErrorState, LoadingState } from "../../components/page-states.tsx";
import { formatCount, formatDateTime } from "./format.ts";
import { importTotals } from "./import-progress.ts";
import { ImportStatusBadge, useFormatName } from "./import-status-badge.tsx";
import { useImportsQuery } from "./use-imports-query.ts";

/** Past and running imports, newest first; "Show" opens one's progress above. */
export function ImportsTable({ selectedId, onSelect }: { selectedId: string | null; onSelect: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const formatName = useFormatName();
  const imports = useImportsQuery();
  const n = (value: number) => formatCount(value, i18n.language);

  let body = <LoadingState />;
  if (imports.isError) body = <ErrorState error={imports.error} onRetry={() => void imports.refetch()} />;
  else if (imports.data?.length === 0)
    body = <EmptyState title={t("socialData.imports.emptyTitle")} description={t("socialData.imports.emptyBody")} />;
  else if (imports.data)
    body = (
      <ScrollArea>
        <Table striped highlightOnHover miw={760} data-testid="imports-table" aria-labelledby="imports-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("socialData.imports.file")}</Table.Th>
              <Table.Th>{t("socialData.imports.status")}</Table.Th>
              <Table.Th>{t("socialData.imports.format")}</Table.Th>
              <Table.Th ta="right">{t("socialData.progress.read")}</Table.Th>
              <Table.Th ta="right">{t("socialData.progress.imported")}</Table.Th>
              <Table.Th ta="right">{t("socialData.progress.updated")}</Table.Th>
              <Table.Th ta="right">{t("socialData.progress.skipped")}</Table.Th>
              <Table.Th>{t("socialData.imports.started")}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t("socialData.imports.actions")}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {imports.data.map((job) => {
              const totals = importTotals(job);
              const selected = job.id === selectedId;
              return (
                <Table.Tr key={job.id} aria-selected={selected} fw={selected ? 600 : undefined}>
                  <Table.Td style={{ overflowWrap: "anywhere" }}>{job.filename}</Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>
                    <ImportStatusBadge status={job.status} />
                  </Table.Td>
                  <Table.Td>{formatName(job.format)}</Table.Td>
                  <Table.Td ta="right">{n(totals.read)}</Table.Td>
                  <Table.Td ta="right">{n(totals.imported)}</Table.Td>
                  <Table.Td ta="right">{n(totals.updated)}</Table.Td>
                  <Table.Td ta="right">{n(totals.skipped)}</Table.Td>
                  <Table.Td>{formatDateTime(job.created_at, i18n.language)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      onClick={() => onSelect(job.id)}
                      disabled={selected}
                      aria-label={t("socialData.imports.showLabel", { name: job.filename })}
                    >
                      {t("socialData.imports.show")}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    );

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="imports-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="imports-title">
          {t("socialData.imports.title")}
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
