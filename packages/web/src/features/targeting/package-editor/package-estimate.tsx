import { ActionIcon, Button, Group, Loader, Stack, Text, Tooltip } from "@mantine/core";
import type { TargetingPackageWrapper } from "@xa/core/targeting/targeting-package";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../../format/use-formatters.ts";
import { useMeasurePackageQuery } from "./use-measure-package-query.ts";

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The package's size and the budget that reaches it, counted by the server as saving it would count
 * them, again after each pause in editing; the figures saved are these.
 */
export function PackageEstimate({ value }: { value: TargetingPackageWrapper }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const query = useMeasurePackageQuery(value);
  const m = query.data;
  if (!m) {
    if (query.isError) {
      return (
        <Group gap="sm" role="alert">
          <Text size="sm" c="red">
            {t("targeting.editor.estimate.failed")}
          </Text>
          <Button size="compact-xs" variant="light" onClick={() => void query.refetch()}>
            {t("common.retry")}
          </Button>
        </Group>
      );
    }
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden="true" />
        <Text size="sm" c="dimmed">
          {t("targeting.editor.estimate.counting")}
        </Text>
      </Group>
    );
  }
  return (
    <Group gap="xl" align="flex-start" data-testid="package-estimate" aria-live="polite" aria-busy={query.isFetching}>
      <Figure
        label={t("targeting.editor.estimate.size")}
        value={f.number(m.total_native)}
        hint={t("targeting.editor.estimate.sizeHint", {
          core: f.number(m.core_audience),
          store: f.number(m.store_accounts),
          factor: f.number(m.scaling_factor),
        })}
      />
      <Figure
        label={t("targeting.editor.estimate.budget")}
        value={`${f.number(m.budget)} ${m.currency}`}
        hint={t("targeting.editor.estimate.budgetHint", { cpm: f.number(m.cpm), currency: m.currency })}
      />
      <Group gap={4} mt={2}>
        <Tooltip label={m.method} multiline w={360} events={{ hover: true, focus: true, touch: true }}>
          <ActionIcon variant="subtle" size="sm" aria-label={t("targeting.editor.estimate.how")}>
            ?
          </ActionIcon>
        </Tooltip>
        {query.isFetching && <Loader size="xs" aria-label={t("targeting.editor.estimate.counting")} />}
        {query.isError && (
          <Text size="xs" c="red" role="alert">
            {t("targeting.editor.estimate.failed")}
          </Text>
        )}
      </Group>
    </Group>
  );
}
