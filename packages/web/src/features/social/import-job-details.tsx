import { List, Stack, Table, Text } from "@mantine/core";
import type { ImportJob } from "@xa/core/social/social-contract";
import { useTranslation } from "react-i18next";
import { formatCount } from "./format.ts";
import { skippedReasons } from "./import-progress.ts";
import { useServerText } from "./use-server-text.ts";

/** New and updated rows per kind of record (posts, accounts, ...), the kinds that changed only. */
export function WrittenTable({ job }: { job: ImportJob }) {
  const { t, i18n } = useTranslation();
  const n = (value: number) => formatCount(value, i18n.language);
  const names: Record<string, string> = {
    posts: t("social.store.posts"),
    accounts: t("social.store.accounts"),
    follows: t("social.store.follows"),
    engagements: t("social.store.engagements"),
    lists: t("social.kinds.lists"),
    listMembers: t("social.kinds.listMembers"),
    communities: t("social.kinds.communities"),
    snapshots: t("social.kinds.snapshots"),
  };
  const rows = Object.entries(job.written).filter(([, c]) => c.inserted + c.updated + (c.unchanged ?? 0) > 0);
  if (rows.length === 0) return null;
  return (
    <Table withTableBorder striped maw={520} data-testid="written-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t("social.progress.kind")}</Table.Th>
          <Table.Th ta="right">{t("social.progress.imported")}</Table.Th>
          <Table.Th ta="right">{t("social.progress.updated")}</Table.Th>
          <Table.Th ta="right">{t("social.progress.unchanged")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(([kind, counts]) => (
          <Table.Tr key={kind}>
            <Table.Td>{names[kind] ?? kind}</Table.Td>
            <Table.Td ta="right">{n(counts.inserted)}</Table.Td>
            <Table.Td ta="right">{n(counts.updated)}</Table.Td>
            <Table.Td ta="right">{n(counts.unchanged ?? 0)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Why records were skipped, and the bad lines by number (server texts, in the reader's language where known). */
export function SkippedDetails({ job }: { job: ImportJob }) {
  const { t, i18n } = useTranslation();
  const serverText = useServerText();
  const reasons = skippedReasons(job);
  if (reasons.length === 0 && job.bad_lines.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="skipped-details">
      {reasons.length > 0 && (
        <div>
          <Text fw={600} size="sm">
            {t("social.progress.skippedReasons")}
          </Text>
          <List size="sm">
            {reasons.map(({ reason, count }) => (
              <List.Item key={reason}>
                {t("social.progress.reasonCount", {
                  reason: serverText(reason),
                  count: formatCount(count, i18n.language),
                })}
              </List.Item>
            ))}
          </List>
        </div>
      )}
      {job.bad_lines.length > 0 && (
        <div>
          <Text fw={600} size="sm">
            {t("social.progress.badLines")}
          </Text>
          <List size="sm" style={{ fontFamily: "var(--mantine-font-family-monospace)" }}>
            {job.bad_lines.map((bad) => (
              <List.Item key={`${bad.line}-${bad.message}`}>
                {t("social.progress.badLine", { line: bad.line, message: serverText(bad.message) })}
              </List.Item>
            ))}
          </List>
        </div>
      )}
    </Stack>
  );
}
