import { Progress, Stack, Table, Text } from "@mantine/core";
import type { FillProgress } from "@xa/core/ads/extension-messages";
import { useTranslation } from "react-i18next";
import { fillFieldText } from "./fill-field-text.ts";

/** A running fill: over all, then per field, how many values are in of how many ("34 of 100 filled"). */
export function FillProgressView({ progress }: { progress: FillProgress }) {
  const { t } = useTranslation();
  const fields = Object.entries(progress);
  const total = fields.reduce((sum, [, field]) => sum + field.total, 0);
  const done = fields.reduce((sum, [, field]) => sum + field.filled + field.refused, 0);
  const filled = fields.reduce((sum, [, field]) => sum + field.filled, 0);
  return (
    <Stack gap="sm">
      <Text>{t("ads.apply.filling")}</Text>
      {total === 0 ? (
        <Text size="sm" c="dimmed">
          {t("ads.apply.fillStarting")}
        </Text>
      ) : (
        <>
          <Progress
            value={(100 * done) / total}
            aria-label={t("ads.apply.fillOverall", { filled, count: total })}
            animated
          />
          <FillProgressTable progress={progress} />
        </>
      )}
    </Stack>
  );
}

/** Per field: "34 of 100 filled", and how many were refused. */
export function FillProgressTable({ progress }: { progress: FillProgress }) {
  const { t } = useTranslation();
  return (
    <Table aria-label={t("ads.apply.fillProgressTitle")}>
      <Table.Tbody>
        {Object.entries(progress).map(([field, entry]) => (
          <Table.Tr key={field}>
            <Table.Td>{fillFieldText(field, t)}</Table.Td>
            <Table.Td>
              {t("ads.apply.fieldFilled", { filled: entry.filled, count: entry.total })}
              {entry.refused > 0 && ` · ${t("ads.apply.fieldRefused", { count: entry.refused })}`}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
