import { Button, Group, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { type ApplyPlan, planApply } from "@xa/core/ads/apply-package";
import { selected, type TargetingPackageWrapper } from "@xa/core/targeting/targeting-package";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { LoadingState } from "../../../components/page-states.tsx";
import { checkCustomAudiences } from "../ads-api.ts";
import type { ApplyChoice } from "./choose-step.tsx";
import { PlanSummary } from "./plan-summary.tsx";
import { useFocusOnMount } from "./use-focus-on-mount.ts";

/**
 * Whether the package's custom audiences are ready on the chosen account. A failed check is ignored:
 * the plan then treats every audience as ready and the platform decides.
 */
function useCustomAudienceCheck(team: string, adAccountId: string, names: string[]) {
  const query = useQuery({
    queryKey: ["ads", "custom-audiences", team, adAccountId, names],
    queryFn: () => checkCustomAudiences(team, adAccountId, names),
    enabled: names.length > 0,
    retry: false,
    staleTime: 0,
  });
  if (names.length === 0) return { pending: false, check: null };
  return { pending: query.isPending, check: query.isError ? null : (query.data ?? null) };
}

function SubmitButton({ label }: { label: string }) {
  const focus = useFocusOnMount<HTMLButtonElement>();
  return (
    <Button type="submit" ref={focus}>
      {label}
    </Button>
  );
}

/** Step 2: what will be sent after the apply rules, then "Apply" (or back to change the account). */
export function ReviewStep({
  team,
  value,
  choice,
  onBack,
  onApply,
}: {
  team: string;
  value: TargetingPackageWrapper;
  choice: ApplyChoice;
  onBack: () => void;
  onApply: (plan: ApplyPlan) => void;
}) {
  const { t, i18n } = useTranslation();
  const names = [...new Set(selected(value.targeting_package.custom_audiences).map((c) => c.name))];
  const { pending, check } = useCustomAudienceCheck(team, choice.target.accountId, names);
  if (pending) return <LoadingState label={t("ads.apply.checkingAudiences")} />;
  const plan = planApply(value, { customAudienceCheck: check, language: i18n.language === "ja" ? "ja" : "en" });
  // The dialog refuses an empty package before this step; the plan here always has something to send.
  if (!plan.ok) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(plan);
  };
  const where =
    choice.method === "api"
      ? t("ads.apply.toLineItem", { name: choice.target.name, lineItem: choice.lineItemId ?? "" })
      : t("ads.apply.toForm", { name: choice.target.name });
  return (
    <form onSubmit={submit} aria-label={t("ads.apply.reviewTitle")}>
      <Stack gap="md">
        <Text size="sm">{where}</Text>
        <PlanSummary plan={plan} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onBack}>
            {t("ads.apply.back")}
          </Button>
          <SubmitButton label={t("ads.apply.submit")} />
        </Group>
      </Stack>
    </form>
  );
}
