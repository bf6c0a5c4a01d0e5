import { Button, Code, Group, Modal, Stack, Text } from "@mantine/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { reportAppCrash, useCrashStore } from "./crash-store.ts";

/** Catches uncaught errors and unhandled rejections and shows them in a dialog that can reload (spec §8). */
export function CrashHandler() {
  const { t } = useTranslation();
  const current = useCrashStore((state) => state.current);
  const dismiss = useCrashStore((state) => state.dismiss);

  useEffect(() => {
    const onError = (event: ErrorEvent) => reportAppCrash(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => reportAppCrash(event.reason);
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, []);

  return (
    <Modal opened={current !== null} onClose={dismiss} title={t("crash.title")} centered zIndex={3000}>
      <Stack>
        <Text>{t("crash.body")}</Text>
        {current && <Code block>{current.message}</Code>}
        <Group justify="flex-end">
          <Button variant="default" onClick={dismiss}>
            {t("common.dismiss")}
          </Button>
          <Button onClick={() => window.location.reload()}>{t("common.reload")}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
