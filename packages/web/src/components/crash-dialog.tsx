import { Button, Code, Group, Modal, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { CrashReport } from "./crash-gate.ts";

/** The crash dialog: what failed, Dismiss and Reload. */
export function CrashDialog({ report, onDismiss }: { report: CrashReport | null; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={report !== null} onClose={onDismiss} title={t("crash.title")} centered zIndex={3000}>
      <Stack>
        <Text>{t("crash.body")}</Text>
        {report && <Code block>{report.message}</Code>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDismiss}>
            {t("common.dismiss")}
          </Button>
          <Button onClick={() => window.location.reload()}>{t("common.reload")}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
