import { Alert, Button, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../../format/use-formatters.ts";

/** "Draft restored": unsaved edits brought back from this browser, with a way to drop them. */
export function DraftNotice({
  savedAt,
  onDiscard,
  onDismiss,
}: {
  savedAt: number;
  onDiscard: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const f = useFormatters();
  return (
    <Alert
      color="blue"
      title={t("targeting.draft.restored")}
      withCloseButton
      closeButtonLabel={t("targeting.draft.dismiss")}
      onClose={onDismiss}
      data-testid="draft-notice"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {t("targeting.draft.restoredText", { when: f.date(new Date(savedAt).toISOString(), true) })}
        </Text>
        <Button size="xs" variant="light" color="red" onClick={onDiscard}>
          {t("targeting.draft.discard")}
        </Button>
      </Group>
    </Alert>
  );
}
