import { Alert, Button, Group, NativeSelect, Radio, Stack, Text } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { describeError } from "../../../api/describe-error.ts";
import { useLineItemsQuery } from "../use-ads-queries.ts";
import type { ApplyTarget } from "./apply-targets.ts";
import { useFocusOnMount } from "./use-focus-on-mount.ts";

export type ApplyMethod = "extension" | "api";
/** Where and how the package goes: an account, and the extension's fill or the API to one line item. */
export type ApplyChoice = { target: ApplyTarget; method: ApplyMethod; lineItemId: string | null };

/** Step 1: the ad account (preset to the one the extension announces), then how to apply. */
export function ChooseStep({
  targets,
  initial,
  onNext,
  onCancel,
}: {
  targets: ApplyTarget[];
  initial: ApplyChoice | null;
  onNext: (choice: ApplyChoice) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const focus = useFocusOnMount<HTMLSelectElement>();
  const first = targets.find((target) => target.announced) ?? targets[0];
  const [key, setKey] = useState<string | null>(initial?.target.key ?? first?.key ?? null);
  const target = targets.find((candidate) => candidate.key === key) ?? null;
  const [chosenMethod, setMethod] = useState<ApplyMethod>(initial?.method ?? (first?.linked ? "api" : "extension"));
  // An account the team has not linked can only be filled through the extension.
  const method: ApplyMethod = target?.linked ? chosenMethod : "extension";
  const lineItems = useLineItemsQuery(method === "api" && target?.linked ? target.linked.id : null);
  const [lineItemId, setLineItemId] = useState<string | null>(initial?.lineItemId ?? null);
  const lineItem = lineItems.data?.find((item) => item.id === lineItemId) ?? null;
  const ready = target !== null && (method === "extension" || lineItem !== null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (target && ready) onNext({ target, method, lineItemId: method === "api" ? (lineItem?.id ?? null) : null });
  };

  return (
    <form onSubmit={submit} aria-label={t("ads.apply.chooseTitle")}>
      <Stack gap="md">
        <NativeSelect
          label={t("ads.apply.account")}
          value={key ?? ""}
          onChange={(e) => {
            setKey(e.currentTarget.value);
            setLineItemId(null);
          }}
          data={targets.map((candidate) => ({
            value: candidate.key,
            label: candidate.announced
              ? t("ads.apply.announcedAccount", { name: candidate.name, id: candidate.accountId })
              : `${candidate.name} (${candidate.accountId})${candidate.linked?.platform === "sandbox" ? ` · ${t("ads.platform.sandbox")}` : ""}`,
          }))}
          ref={focus}
        />
        <Radio.Group label={t("ads.apply.how")} value={method} onChange={(next) => setMethod(next as ApplyMethod)}>
          <Stack gap="xs" mt={4}>
            <Radio
              value="extension"
              label={t("ads.apply.viaExtension")}
              description={t("ads.apply.viaExtensionHint")}
            />
            <Radio
              value="api"
              label={t("ads.apply.viaApi")}
              description={target?.linked ? t("ads.apply.viaApiHint") : t("ads.apply.viaApiNeedsLink")}
              disabled={!target?.linked}
            />
          </Stack>
        </Radio.Group>
        {target && !target.linked && (
          <Text size="sm" c="dimmed">
            {t("ads.apply.linksFirst", { name: target.name, id: target.accountId })}
          </Text>
        )}
        {method === "api" && target?.linked && (
          <>
            {lineItems.isError ? (
              <Alert color="red" role="alert">
                {describeError(lineItems.error, t)}
              </Alert>
            ) : (
              <NativeSelect
                label={t("ads.apply.lineItem")}
                value={lineItemId ?? ""}
                onChange={(e) => setLineItemId(e.currentTarget.value || null)}
                data={[
                  { value: "", label: lineItems.isPending ? t("common.loading") : t("ads.apply.chooseLineItem") },
                  ...(lineItems.data ?? []).map((item) => ({
                    value: item.id,
                    label: t("ads.apply.lineItemOption", {
                      name: item.name,
                      campaign: item.campaign_name,
                      status: item.status,
                    }),
                  })),
                ]}
              />
            )}
            {lineItems.data?.length === 0 && (
              <Text size="sm" c="dimmed">
                {t("ads.apply.noLineItems")}
              </Text>
            )}
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" disabled={!ready}>
            {t("ads.apply.review")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
