import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { canManageAdAccounts } from "@xa/core/ads/ads-permissions";
import type { ApplyPlan } from "@xa/core/ads/apply-package";
import { planApply } from "@xa/core/ads/apply-package";
import type { FillProgress } from "@xa/core/ads/extension-messages";
import type { TargetingPackageWrapper } from "@xa/core/targeting/targeting-package";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorState, LoadingState } from "../../../components/page-states.tsx";
import { useCurrentUser } from "../../../session/current-user.tsx";
import { useAdAccountsQuery, useGrantsQuery } from "../use-ads-queries.ts";
import { useExtension } from "../use-extension.ts";
import { ApplyOutcomeView } from "./apply-outcome.tsx";
import { applyTargets } from "./apply-targets.ts";
import { type ApplyChoice, ChooseStep } from "./choose-step.tsx";
import { FillProgressView } from "./fill-progress-view.tsx";
import { ReviewStep } from "./review-step.tsx";
import { type ApplyOutcome, useApplyRun } from "./use-apply-run.ts";
import { useFocusOnMount } from "./use-focus-on-mount.ts";

type Step =
  | { kind: "choose" }
  | { kind: "review"; choice: ApplyChoice }
  | { kind: "confirm"; choice: ApplyChoice; plan: ApplyPlan; question: string }
  | { kind: "working"; choice: ApplyChoice; progress: FillProgress | null }
  | { kind: "done"; choice: ApplyChoice; outcome: ApplyOutcome };

/** The result's "Close", focused when the result appears, so Enter or Space closes the dialog. */
function FocusedClose({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const focus = useFocusOnMount<HTMLButtonElement>();
  return (
    <Button onClick={onClose} ref={focus}>
      {t("common.close")}
    </Button>
  );
}

/** The not-ready question: "apply the rest?"; cancelling aborts and nothing is sent. */
function ConfirmStep({
  question,
  onCancel,
  onConfirm,
}: {
  question: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const focus = useFocusOnMount<HTMLButtonElement>();
  return (
    <Stack gap="md" role="alertdialog" aria-label={t("ads.apply.confirmTitle")}>
      <Text>{question}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t("common.cancel")}
        </Button>
        <Button onClick={onConfirm} ref={focus}>
          {t("ads.apply.confirmRest")}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * "Apply to ad account": choose the account and how, see exactly what will be sent after the apply
 * rules, confirm when custom audiences are not ready, then fill the ad platform's form through the extension or
 * apply to a line item through the API. An empty package stops at once, with nothing sent.
 */
export function ApplyDialog({
  team,
  config,
  value,
  onClose,
}: {
  team: string;
  config: { id: number; name: string };
  value: TargetingPackageWrapper;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const level = user.memberships.find((m) => m.team.slug === team)?.level ?? null;
  const admin = level !== null && canManageAdAccounts({ level });
  const accounts = useAdAccountsQuery(team);
  const grants = useGrantsQuery(team);
  const extension = useExtension();
  const run = useApplyRun(team, config.id);
  const [step, setStep] = useState<Step>({ kind: "choose" });
  const [aborted, setAborted] = useState(false);
  // An empty package is refused before anything else; the language only words the error.
  const empty = planApply(value, { customAudienceCheck: null, language: i18n.language === "ja" ? "ja" : "en" });

  const send = async (choice: ApplyChoice, plan: ApplyPlan) => {
    setStep({ kind: "working", choice, progress: null });
    const outcome = await run(choice, plan, (progress) => setStep({ kind: "working", choice, progress }));
    setStep({ kind: "done", choice, outcome });
  };

  let body: ReactNode;
  if (!empty.ok) {
    body = (
      <Stack gap="md">
        <Alert color="red" role="alert">
          {empty.detail}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t("common.close")}
          </Button>
        </Group>
      </Stack>
    );
  } else if (accounts.isPending || grants.isPending) {
    body = <LoadingState />;
  } else if (accounts.isError) {
    body = <ErrorState error={accounts.error} onRetry={() => void accounts.refetch()} />;
  } else if (step.kind === "choose") {
    const targets = applyTargets(accounts.data, grants.data ?? [], level, extension.adAccount);
    body =
      targets.length === 0 ? (
        <Alert color="yellow" role="alert" title={t("ads.apply.noAccountsTitle")}>
          {admin ? t("ads.apply.noAccountsAdmin") : t("ads.apply.noAccountsMember")}
        </Alert>
      ) : (
        <ChooseStep
          targets={targets}
          initial={null}
          onNext={(choice) => {
            setAborted(false);
            setStep({ kind: "review", choice });
          }}
          onCancel={onClose}
        />
      );
  } else if (step.kind === "review") {
    body = (
      <Stack gap="sm">
        {aborted && (
          <Alert color="gray" role="status">
            {t("ads.apply.aborted")}
          </Alert>
        )}
        <ReviewStep
          team={team}
          value={value}
          choice={step.choice}
          onBack={() => setStep({ kind: "choose" })}
          onApply={(plan) => {
            if (plan.confirmation) setStep({ kind: "confirm", choice: step.choice, plan, question: plan.confirmation });
            else void send(step.choice, plan);
          }}
        />
      </Stack>
    );
  } else if (step.kind === "confirm") {
    body = (
      <ConfirmStep
        question={step.question}
        onCancel={() => {
          setAborted(true);
          setStep({ kind: "review", choice: step.choice });
        }}
        onConfirm={() => void send(step.choice, step.plan)}
      />
    );
  } else if (step.kind === "working") {
    body =
      step.choice.method === "api" ? (
        <LoadingState label={t("ads.apply.applying")} />
      ) : (
        <FillProgressView progress={step.progress ?? {}} />
      );
  } else {
    body = (
      <Stack gap="md">
        <ApplyOutcomeView outcome={step.outcome} />
        <Group justify="flex-end">
          {step.outcome.kind !== "applied" && step.outcome.kind !== "filled" && (
            <Button variant="default" onClick={() => setStep({ kind: "review", choice: step.choice })}>
              {t("ads.apply.back")}
            </Button>
          )}
          <FocusedClose onClose={onClose} />
        </Group>
      </Stack>
    );
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={t("ads.apply.title", { name: config.name })}
      size="xl"
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      {body}
    </Modal>
  );
}
