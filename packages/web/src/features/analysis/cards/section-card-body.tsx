import { Alert, Button, Group, Loader, Stack, Text } from "@mantine/core";
import type { SectionName } from "@xa/core";
import { useTranslation } from "react-i18next";
import { describeError } from "../../../api/describe-error.ts";
import type { SectionQuery } from "../use-analysis-sections-query.ts";
import { useTookTooLong } from "../use-took-too-long.ts";
import { SectionView } from "./lazy-section-view.tsx";

/** What a card shows below its title: waiting its step, loading (and 'took too long'), the error, or the section. */
export function SectionCardBody({ name, state }: { name: SectionName; state: SectionQuery }) {
  const { t } = useTranslation();
  const { query, started } = state;
  const loading = query.fetchStatus === "fetching" && query.data === undefined;
  const tookTooLong = useTookTooLong(query.fetchStatus === "fetching");
  const result = query.data?.sections[name];
  // The server ran out of time for this section: say so on this card and offer to ask again.
  const late = query.data?.errors?.[name];

  if (query.isError && !loading) {
    return (
      <Alert color="red" title={t("analysis.card.errorTitle")} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm" style={{ whiteSpace: "pre-line" }}>
            {describeError(query.error, t)}
          </Text>
          <Button size="xs" variant="white" color="red" onClick={() => void query.refetch()}>
            {t("common.retry")}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (late && !result) {
    return (
      <Alert color="orange" title={t("analysis.card.errorTitle")} role="alert" data-testid="section-timeout">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t("analysis.card.timeout")}</Text>
          <Button
            size="xs"
            variant="white"
            color="orange"
            loading={query.fetchStatus === "fetching"}
            onClick={() => void query.refetch()}
          >
            {t("common.retry")}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (result) {
    return (
      <Stack gap="xs">
        {tookTooLong && <TookTooLong />}
        <SectionView name={name} result={result} />
      </Stack>
    );
  }
  if (query.isSuccess) {
    // The server answered but left this section out: say so rather than draw nothing.
    return <Text c="dimmed">{t("analysis.card.noData")}</Text>;
  }
  return (
    <Stack gap="xs" role="status" aria-live="polite" py="md">
      <Group gap="xs">
        <Loader size="sm" aria-hidden="true" type={started ? "oval" : "dots"} />
        <Text size="sm" c="dimmed">
          {started ? t("common.loading") : t("analysis.card.waiting")}
        </Text>
      </Group>
      {tookTooLong && <TookTooLong />}
    </Stack>
  );
}

function TookTooLong() {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" variant="light" data-testid="took-too-long">
      <Text size="sm">{t("analysis.card.tookTooLong")}</Text>
    </Alert>
  );
}
