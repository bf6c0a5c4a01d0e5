import { Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import type { AudiencePlan } from "@xa/core/campaigns/audience-plan-entities";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { notify } from "../../../components/notifications-store.ts";
import { ErrorState, LoadingState } from "../../../components/page-states.tsx";
import { useFormatters } from "../../../format/use-formatters.ts";
import { useDeletePlan, usePlansQuery } from "./use-planner.ts";

/** The team's saved plans, newest first, to reopen or delete. */
export function PlannerPlans({
  team,
  openId,
  onOpen,
}: {
  team: string;
  openId: number | null;
  onOpen: (id: number | null) => void;
}) {
  const { t } = useTranslation();
  const f = useFormatters();
  const plans = usePlansQuery(team);
  const remove = useDeletePlan();
  const [deleting, setDeleting] = useState<AudiencePlan | null>(null);

  let body: ReactNode;
  if (plans.isPending) body = <LoadingState />;
  else if (plans.isError) body = <ErrorState error={plans.error} onRetry={() => void plans.refetch()} />;
  else if (plans.data.results.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        {t("campaigns.planner.plans.empty")}
      </Text>
    );
  else
    body = (
      <Table.ScrollContainer minWidth={560}>
        <Table aria-label={t("campaigns.planner.plans.tableLabel")}>
          <Table.Tbody>
            {plans.data.results.map((p) => (
              <Table.Tr key={p.id} bg={p.id === openId ? "var(--mantine-color-blue-light)" : undefined}>
                <Table.Td>{p.name}</Table.Td>
                <Table.Td>{t(`campaigns.objectives.${p.objective}`)}</Table.Td>
                <Table.Td>{`${f.date(p.start_time)} – ${f.date(new Date(new Date(p.end_time).getTime() - 1).toISOString())}`}</Table.Td>
                <Table.Td ta="right">
                  {t("campaigns.planner.plans.reach", {
                    count: p.estimates.total.reach,
                    people: f.number(p.estimates.total.reach),
                  })}
                </Table.Td>
                <Table.Td ta="right">{`${f.number(p.estimates.total.cost)} ${p.currency}`}</Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => onOpen(p.id)}
                      aria-label={`${t("campaigns.planner.plans.open")} ${p.name}`}
                    >
                      {t("campaigns.planner.plans.open")}
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => setDeleting(p)}
                      aria-label={`${t("campaigns.planner.plans.delete")} ${p.name}`}
                    >
                      {t("campaigns.planner.plans.delete")}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t("campaigns.planner.plans.title")}
        </Title>
        {openId !== null && (
          <Button variant="default" size="xs" onClick={() => onOpen(null)}>
            {t("campaigns.planner.plans.new")}
          </Button>
        )}
      </Group>
      {body}
      <ConfirmDialog
        opened={deleting !== null}
        title={t("campaigns.planner.plans.deleteTitle")}
        message={t("campaigns.planner.plans.deleteBody", { name: deleting?.name ?? "" })}
        confirmLabel={t("campaigns.planner.plans.delete")}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const plan = deleting;
          if (!plan) return;
          remove.mutate(plan.id, {
            onSuccess: () => {
              notify(t("campaigns.planner.plans.deleted", { name: plan.name }), "success");
              setDeleting(null);
              if (plan.id === openId) onOpen(null);
            },
          });
        }}
      />
    </Stack>
  );
}
