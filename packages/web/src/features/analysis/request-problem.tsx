import { Alert, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { describeError } from "../../api/describe-error.ts";

/** The analysis the server refused as asked (an unknown handle or post, a query it cannot read): what to change. */
export function RequestProblem({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={t("analysis.results.problemTitle")} role="alert" data-testid="analysis-problem">
      <Text size="sm">{describeError(error, t)}</Text>
      <Text size="sm" c="dimmed" mt="xs">
        {t("analysis.results.problemHint")}
      </Text>
    </Alert>
  );
}
