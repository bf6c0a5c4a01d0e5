import { Button } from "@mantine/core";
import type { BillingSubscription } from "@xa/core/billing/billing-contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { useFormatters } from "../../format/use-formatters.ts";
import { useCancelPlan } from "./use-billing-mutations.ts";

/** Cancels the current plan at the end of its paid period, after a question that names that day. */
export function CancelPlanButton({ team, current }: { team: string; current: BillingSubscription }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [asking, setAsking] = useState(false);
  const cancel = useCancelPlan(team);
  const ends = current.current_period_end;
  return (
    <>
      <Button variant="default" color="red" onClick={() => setAsking(true)}>
        {t("subscriptions.cancel.button")}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={t("subscriptions.cancel.title", { plan: current.plan.name })}
        message={
          ends ? t("subscriptions.cancel.message", { date: format.date(ends) }) : t("subscriptions.cancel.messageNow")
        }
        confirmLabel={t("subscriptions.cancel.confirm")}
        loading={cancel.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => cancel.mutate(undefined, { onSettled: () => setAsking(false) })}
      />
    </>
  );
}
