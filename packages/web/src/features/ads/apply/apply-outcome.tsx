import { Alert, Badge, Group, List, Stack, Text } from "@mantine/core";
import { FILL_ERRORS } from "@xa/core/ads/extension-messages";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { hasText } from "../../../i18n/has-text.ts";
import { CriteriaTable } from "../criteria-table.tsx";
import { criterionTypeText, skipReasonText } from "../criterion-text.ts";
import type { ApplyOutcome } from "./use-apply-run.ts";

/** A field of the ad platform's form as the package names it ("keywords", "handles"…), else as it came. */
function fieldText(field: string, t: TFunction): string {
  if (hasText("targeting.lists", field)) return t(`targeting.lists.${field as "keywords"}`);
  if (field === "countries") return t("ads.apply.countries");
  if (field === "age") return t("targeting.age.label");
  if (field === "gender") return t("targeting.gender.label");
  return field;
}

function Filled({ filled }: { filled: Record<string, number> }) {
  const { t } = useTranslation();
  const entries = Object.entries(filled).filter(([, n]) => n > 0);
  return (
    <Group gap="xs" aria-label={t("ads.apply.filledFields")}>
      {entries.map(([field, n]) => (
        <Badge key={field} variant="light">
          {t("ads.apply.filledField", { field: fieldText(field, t), count: n })}
        </Badge>
      ))}
    </Group>
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
      const code = outcome.fill.error;
      return (
        <Alert color="red" role="alert" title={t("ads.apply.fillFailedTitle")}>
          {code && FILL_ERRORS.includes(code) ? t(`ads.apply.fillErrors.${code}`) : t("ads.apply.fillFailed")}
        </Alert>
      );
    }
    case "filled":
      return (
        <Stack gap="sm">
          <Alert color="green" role="status" title={t("ads.apply.filledTitle")}>
            {t("ads.apply.filledBody")}
          </Alert>
          <Filled filled={outcome.fill.filled} />
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
