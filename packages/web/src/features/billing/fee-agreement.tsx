import { List, Stack, Text } from "@mantine/core";
import { SEGMENT_FEE_TERMS } from "@xa/core/campaigns/campaign-summary-texts";
import { useTranslation } from "react-i18next";

/**
 * The fee agreement of the audience segments, in Japanese as it is agreed (and as the campaign summary
 * prints it); English readers get a translation beneath, as a reading aid.
 */
export function FeeAgreement() {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap={4} data-testid="fee-agreement">
      <Text size="sm" fw={600}>
        {t("subscriptions.fee.title")}
      </Text>
      <List size="xs" lang="ja" spacing={2}>
        {SEGMENT_FEE_TERMS.ja.map((term) => (
          <List.Item key={term}>{term}</List.Item>
        ))}
      </List>
      {i18n.language !== "ja" && (
        <>
          <Text size="xs" c="dimmed">
            {t("subscriptions.fee.readingAid")}
          </Text>
          <List size="xs" c="dimmed" spacing={2}>
            {SEGMENT_FEE_TERMS.en.map((term) => (
              <List.Item key={term}>{term}</List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
