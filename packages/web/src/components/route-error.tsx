import { Button, Center, Stack, Text, Title } from "@mantine/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useRouteError } from "react-router";
import { reportAppCrash } from "./crash-store.ts";

/** The router's errorElement: hands the error to the crash handler and keeps a way out on screen. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    reportAppCrash(error, "router");
  }, [error]);
  return (
    <Center mih="100vh" p="md">
      <Stack align="center">
        <Title order={1}>{t("crash.title")}</Title>
        <Text c="dimmed">{t("crash.body")}</Text>
        <Button onClick={() => window.location.reload()}>{t("common.reload")}</Button>
      </Stack>
    </Center>
  );
}
