import { Alert, Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The end of a campaigns form: the server's refusal when there is one, then Cancel and the submit button. */
export function FormFooter({
  problem,
  onCancel,
  submitLabel,
  submitting,
  disabled = false,
}: {
  problem: string | null | undefined;
  onCancel: () => void;
  submitLabel: string;
  submitting: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t("campaigns.form.cancel")}
        </Button>
        <Button type="submit" loading={submitting} disabled={disabled}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
