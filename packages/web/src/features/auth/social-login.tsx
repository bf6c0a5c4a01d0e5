import { Alert, Button, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { XLogoIcon } from "../../components/icons.tsx";

/** Sign-in with X arrives later; the button is there, disabled, and says so. */
export function SocialLogin({ network }: { network?: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Button variant="default" leftSection={<XLogoIcon />} disabled fullWidth aria-describedby="social-login-note">
        {t("login.withX")}
      </Button>
      <Text id="social-login-note" size="xs" c="dimmed" ta="center">
        {t("login.socialComingSoon")}
      </Text>
      {network && (
        <Alert color="blue" role="status">
          {t("login.networkComingSoon", { network })}
        </Alert>
      )}
    </Stack>
  );
}
