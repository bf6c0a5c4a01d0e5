import { Alert, Badge, Group, List, ScrollArea, Stack, Text } from "@mantine/core";
import { FILL_ERRORS, type FillResult } from "@xa/core/ads/extension-messages";
import { useTranslation } from "react-i18next";
import { CriteriaTable } from "../criteria-table.tsx";
import { criterionTypeText, skipReasonText } from "../criterion-text.ts";
import { fillFieldText, refusalText } from "./fill-field-text.ts";
import { FillProgressTable } from "./fill-progress-view.tsx";
import type { ApplyOutcome } from "./use-apply-run.ts";

/** Per field, how many values went in of how many were sent. */
function Filled({ fill }: { fill: FillResult }) {
  const { t } = useTranslation();
  const fields = Object.entries(fill.filled).filter(([field, n]) => n > 0 || (fill.refused[field]?.length ?? 0) > 0);
  return (
    <Group gap="xs" aria-label={t("ads.apply.filledFields")}>
      {fields.map(([field, n]) => (
        <Badge key={field} variant="light" color={(fill.refused[field]?.length ?? 0) > 0 ? "yellow" : undefined}>
          {t("ads.apply.filledField", {
            field: fillFieldText(field, t),
            filled: n,
            count: n + (fill.refused[field]?.length ?? 0),
          })}
        </Badge>
      ))}
    </Group>
  );
}

/** Every value the form did not take, by field, with why. */
function Refused({ refused }: { refused: FillResult["refused"] }) {
  const { t } = useTranslation();
  const fields = Object.entries(refused).filter(([, values]) => values.length > 0);
  const count = fields.reduce((sum, [, values]) => sum + values.length, 0);
  if (count === 0) return null;
  return (
    <Alert color="yellow" role="status" title={t("ads.apply.refusedTitle", { count })}>
      <ScrollArea.Autosize mah={240} type="auto">
        <Stack gap="xs">
          {fields.map(([field, values]) => (
            <div key={field}>
              <Text size="sm" fw={600}>
                {fillFieldText(field, t)}
              </Text>
              <List size="sm">
                {values.map((entry) => (
                  <List.Item key={entry.value}>
                    {t("ads.apply.refusedEntry", { value: entry.value, reason: refusalText(entry.reason, t) })}
                  </List.Item>
                ))}
              </List>
            </div>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Alert>
  );
}

/** The end of an apply: what was filled or applied (criteria, skipped entries), or why nothing was. */
export function ApplyOutcomeView({ outcome }: { outcome: ApplyOutcome }) {
  const { t } = useTranslation();
  switch (outcome.kind) {
    case "no-extension":
      return (
        <Alert color="yellow" role="alert" title={t("ads.apply.noExtensionTitle")}>
          {t("ads.apply.noExtension")}
        </Alert>
      );
    case "failed":
      return (
        <Alert color="red" role="alert" title={t("ads.apply.failedTitle")}>
          {outcome.message}
        </Alert>
      );
    case "fill-failed": {
      const { fill } = outcome;
      const code = fill.error;
      let message = t("ads.apply.fillFailed");
      if (code && FILL_ERRORS.includes(code)) message = t(`ads.apply.fillErrors.${code}`);
      else if (fill.ok) message = t("ads.apply.nothingFilled");
      return (
        <Stack gap="sm">
          <Alert color="red" role="alert" title={t("ads.apply.fillFailedTitle")}>
            {message}
          </Alert>
          <Refused refused={fill.refused} />
        </Stack>
      );
    }
    case "fill-lost": {
      const fields = Object.values(outcome.progress);
      const filled = fields.reduce((sum, field) => sum + field.filled, 0);
      const count = fields.reduce((sum, field) => sum + field.total, 0);
      return (
        <Stack gap="sm">
          <Alert color="red" role="alert" title={t("ads.apply.fillLostTitle")}>
            {t("ads.apply.fillLost", { filled, count })}
          </Alert>
          {count > 0 && <FillProgressTable progress={outcome.progress} />}
        </Stack>
      );
    }
    case "filled":
      return (
        <Stack gap="sm">
          <Alert color="green" role="status" title={t("ads.apply.filledTitle")}>
            {t("ads.apply.filledBody")}
          </Alert>
          <Filled fill={outcome.fill} />
          <Refused refused={outcome.fill.refused} />
          {outcome.recorded ? (
            <Text size="sm">{t("ads.apply.recorded")}</Text>
          ) : (
            <Alert color="yellow" role="alert">
              {t("ads.apply.notRecorded", { message: outcome.recordError })}
            </Alert>
          )}
        </Stack>
      );
    case "applied": {
      const { result } = outcome;
      return (
        <Stack gap="sm">
          <Alert color="green" role="status" title={t("ads.apply.appliedTitle")}>
            {t("ads.apply.appliedBody", { lineItem: result.line_item_id, count: result.criteria.length })}{" "}
            {result.platform === "sandbox" && t("ads.apply.sandboxNothingSent")}
          </Alert>
          <Text size="sm">{t("ads.apply.recorded")}</Text>
          <CriteriaTable criteria={result.criteria} label={t("ads.apply.criteria")} />
          {result.skipped.length > 0 && (
            <Alert color="yellow" role="status" title={t("ads.apply.skippedTitle", { count: result.skipped.length })}>
              <List size="sm">
                {result.skipped.map((s) => (
                  <List.Item key={`${s.type}:${s.value}`}>
                    {t("ads.apply.skippedEntry", {
                      type: criterionTypeText(s.type, t),
                      value: s.value,
                      reason: skipReasonText(s.reason, t),
                    })}
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
        </Stack>
      );
    }
  }
}
