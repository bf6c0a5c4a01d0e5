import { Alert, Anchor, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** After a package is generated, now and then (see core's nextSuggestionState), ask how it worked; dismissible. */
export function SuggestionPrompt({ feedbackPath, onDismiss }: { feedbackPath: string; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="teal"
      title={t("targeting.suggestion.title")}
      withCloseButton
      closeButtonLabel={t("common.dismiss")}
      onClose={onDismiss}
      data-testid="suggestion-prompt"
    >
      <Text size="sm">
        {t("targeting.suggestion.body")}{" "}
        <Anchor component={Link} to={feedbackPath}>
          {t("targeting.suggestion.link")}
        </Anchor>
      </Text>
    </Alert>
  );
}
