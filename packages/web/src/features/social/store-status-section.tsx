import { Alert, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { StoreStatus } from "@xa/core/social/social-contract";
import { useTranslation } from "react-i18next";
import { ErrorState, LoadingState } from "../../components/page-states.tsx";
import { DemoDataBadge } from "./demo-data-badge.tsx";
import { formatCount, formatDateTime } from "./format.ts";
import { demoState, importedCounts } from "./import-progress.ts";
import { useStoreStatusQuery } from "./use-store-status-query.ts";

function Stat({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={`store-${id}`}>
        {value}
      </Text>
    </Paper>
  );
}

/** The first start generates the demo world in the background; this shows how far it has got. */
function DemoLoading({ status }: { status: StoreStatus }) {
  const { t, i18n } = useTranslation();
  return (
    <Alert color="orange" title={t("social.store.demoLoadingTitle")} role="status" aria-live="polite">
      <Stack gap="xs">
        <Text size="sm">
          {t("social.store.demoLoadingBody", {
            accounts: formatCount(status.demo.accounts, i18n.language),
            posts: formatCount(status.demo.posts, i18n.language),
          })}
        </Text>
        {/* No share to show (the server gives counts so far, not a total): the text above says it. */}
        <Progress value={100} striped animated color="orange" aria-hidden />
      </Stack>
    </Alert>
  );
}

function Sources({ status, jobsRunning }: { status: StoreStatus; jobsRunning: boolean }) {
  const { t, i18n } = useTranslation();
  const n = (value: number) => formatCount(value, i18n.language);
  const demo = demoState(status);
  const imported = importedCounts(status);
  const hasImported = imported.accounts > 0 || imported.posts > 0;
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {t("social.store.sources")}
      </Text>
      {jobsRunning && (
        <Text size="sm" c="dimmed" data-testid="store-updating">
          {t("social.store.updating")}
        </Text>
      )}
      {!jobsRunning && !demo.present && !hasImported && (
        <Text size="sm" c="dimmed">
          {t("social.store.empty")}
        </Text>
      )}
      {demo.present && (
        <Group gap="xs" wrap="wrap">
          <DemoDataBadge size="sm" />
          <Text size="sm" data-testid="store-demo-source">
            {t("social.store.demoSource", {
              seed: status.demo.seed ?? "—",
              accounts: n(status.demo.accounts),
              posts: n(status.demo.posts),
            })}
            {status.demo.generated_at &&
              ` ${t("social.store.generatedAt", { date: formatDateTime(status.demo.generated_at, i18n.language) })}`}
          </Text>
        </Group>
      )}
      {hasImported && (
        <Text size="sm" data-testid="store-imported-source">
          {t("social.store.importedSource", { accounts: n(imported.accounts), posts: n(imported.posts) })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * What the social store holds: counts, where they came from, and whether it is the demo world.
 * `jobsRunning`: an import or a fetch runs, so the counts are those read before it (see useJobsRunning).
 */
export function StoreStatusSection({ jobsRunning = false }: { jobsRunning?: boolean }) {
  const { t, i18n } = useTranslation();
  const status = useStoreStatusQuery();
  const n = (value: number) => formatCount(value, i18n.language);
  let body = <LoadingState />;
  if (status.isError) body = <ErrorState error={status.error} onRetry={() => void status.refetch()} />;
  else if (status.data) {
    const data = status.data;
    body = (
      <Stack gap="md">
        {demoState(data).loading && <DemoLoading status={data} />}
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }}>
          <Stat id="accounts" label={t("social.store.accounts")} value={n(data.accounts)} />
          <Stat id="posts" label={t("social.store.posts")} value={n(data.posts)} />
          <Stat id="follows" label={t("social.store.follows")} value={n(data.follows)} />
          <Stat id="engagements" label={t("social.store.engagements")} value={n(data.engagements)} />
          <Stat id="snapshots" label={t("social.kinds.snapshots")} value={n(data.snapshots)} />
        </SimpleGrid>
        <Sources status={data} jobsRunning={jobsRunning} />
      </Stack>
    );
  }
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="store-status-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="store-status-title">
          {t("social.store.title")}
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
