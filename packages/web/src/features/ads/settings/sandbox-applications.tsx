import { Badge, Group, Modal, Stack, Text } from "@mantine/core";
import type { AdAccount, SandboxApplication } from "@xa/core/ads/ads-contract";
import { useTranslation } from "react-i18next";
import { EmptyState, ErrorState, LoadingState } from "../../../components/page-states.tsx";
import { useFormatters } from "../../../format/use-formatters.ts";
import { CriteriaTable } from "../criteria-table.tsx";
import { useSandboxApplicationsQuery } from "../use-ads-queries.ts";

function Application({ application }: { application: SandboxApplication }) {
  const { t } = useTranslation();
  const f = useFormatters();
  return (
    <Stack gap={6} component="article" aria-label={t("ads.sandbox.applicationTo", { id: application.line_item_id })}>
      <Group gap="xs">
        <Text fw={600}>{t("ads.sandbox.lineItem", { id: application.line_item_id })}</Text>
        <Text size="sm" c="dimmed">
          {t("ads.sandbox.appliedBy", { when: f.date(application.applied_at, true), who: application.applied_by })}
        </Text>
        <Badge variant="light" size="sm">
          {t("ads.sandbox.criteriaCount", { count: application.criteria.length })}
        </Badge>
      </Group>
      <CriteriaTable criteria={application.criteria} label={t("ads.sandbox.criteria")} />
    </Stack>
  );
}

/** "What was applied": every application a sandbox account recorded, newest first, each criterion as stored. */
export function SandboxApplications({ account, onClose }: { account: AdAccount; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useSandboxApplicationsQuery(account.id);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t("ads.sandbox.title", { name: account.name })}
      size="xl"
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t("ads.sandbox.intro")}
        </Text>
        {query.isPending && <LoadingState />}
        {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
        {query.data?.length === 0 && <EmptyState title={t("ads.sandbox.empty")} />}
        {query.data?.map((application) => (
          <Application key={application.id} application={application} />
        ))}
      </Stack>
    </Modal>
  );
}
