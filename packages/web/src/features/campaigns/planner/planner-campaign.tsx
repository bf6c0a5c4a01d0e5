import { Alert, Button, Group, NativeSelect, Stack, Text, Title } from "@mantine/core";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { describeFormError } from "../../../api/describe-error.ts";
import { ErrorState, LoadingState } from "../../../components/page-states.tsx";
import { usePlanAccounts } from "./use-plan-accounts.ts";
import { useCampaignFromPlan } from "./use-planner.ts";

/** "Create draft campaign" for a saved plan: in which of the team's ad accounts; the server checks the grant. */
export function PlannerCampaign({
  team,
  plan,
  onCreated,
}: {
  team: string;
  plan: { id: number; name: string } | null;
  onCreated: (campaign: { id: number; name: string }) => void;
}) {
  const { t } = useTranslation();
  const accounts = usePlanAccounts(team);
  const create = useCampaignFromPlan();
  const [chosen, setChosen] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const account = chosen || accounts.usable[0]?.account_id || "";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!plan || !account) return;
    setProblem(null);
    create.mutate(
      { id: plan.id, body: { ad_account_id: account } },
      {
        onSuccess: (made) => onCreated({ id: made.campaign_id, name: plan.name }),
        onError: (error) => setProblem(describeFormError(error, t)),
      },
    );
  };

  let body: ReactNode;
  if (!plan) body = <Text size="sm">{t("campaigns.planner.campaign.saveFirst")}</Text>;
  else if (accounts.pending) body = <LoadingState />;
  else if (accounts.error) body = <ErrorState error={accounts.error} onRetry={accounts.retry} />;
  else if (accounts.linked === 0) body = <Text size="sm">{t("campaigns.planner.campaign.noAccount")}</Text>;
  else if (accounts.usable.length === 0) body = <Text size="sm">{t("campaigns.planner.campaign.noGrant")}</Text>;
  else
    body = (
      <form onSubmit={submit} aria-label={t("campaigns.planner.campaign.title")}>
        <Group align="flex-end">
          <NativeSelect
            label={t("campaigns.planner.campaign.account")}
            value={account}
            onChange={(e) => setChosen(e.currentTarget.value)}
            data={accounts.usable.map((a) => ({ value: a.account_id, label: `${a.name} (${a.account_id})` }))}
          />
          <Button type="submit" loading={create.isPending}>
            {t("campaigns.planner.campaign.submit")}
          </Button>
        </Group>
      </form>
    );

  return (
    <Stack gap="xs">
      <Title order={3}>{t("campaigns.planner.campaign.title")}</Title>
      <Text size="sm" c="dimmed">
        {t("campaigns.planner.campaign.body")}
      </Text>
      {body}
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
