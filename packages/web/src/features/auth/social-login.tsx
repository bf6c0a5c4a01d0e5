import { Alert, Button, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { describeError } from "../../api/describe-error.ts";
import { XLogoIcon } from "../../components/icons.tsx";
import { startXLogin } from "./x-login/start-x-login.ts";

/** "Continue with X": starts the OAuth sign-in and leaves for the provider (X, or the built-in X sandbox). */
export function SocialLogin({ network, next }: { network?: string; next: string | null }) {
  const { t } = useTranslation();
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const start = () => {
    setStarting(true);
    setError(null);
    startXLogin("login", next).catch((failure: unknown) => {
      setError(failure);
      setStarting(false);
    });
  };

  return (
    <Stack gap={6}>
      <Button variant="default" leftSection={<XLogoIcon />} loading={starting} onClick={start} fullWidth>
        {t("login.withX")}
      </Button>
      {error !== null && (
        <Alert color="red" role="alert" title={t("login.xStartFailed")}>
          {describeError(error, t)}
        </Alert>
      )}
      {network && network !== "x" && (
        <Alert color="blue" role="status">
          {t("login.networkUnavailable", { network })}
        </Alert>
      )}
    </Stack>
  );
}
