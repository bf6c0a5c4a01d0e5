import { Group, Paper, Stack, Text } from "@mantine/core";
import type { OutboxMessage } from "@xa/core";
import { useTranslation } from "react-i18next";
import { LinkifiedText } from "./linkified-text.tsx";

export function OutboxMessageCard({ message }: { message: OutboxMessage }) {
  const { t, i18n } = useTranslation();
  const sent = new Date(message.created_at);
  return (
    <Paper withBorder p="md" component="article" aria-label={message.subject} data-testid="outbox-message">
      <Stack gap={6}>
        <Group justify="space-between" align="baseline" wrap="wrap">
          <Text fw={600}>{message.subject}</Text>
          <Text size="sm" c="dimmed" component="time" dateTime={message.created_at}>
            {Number.isNaN(sent.getTime())
              ? message.created_at
              : sent.toLocaleString(i18n.language, { dateStyle: "medium", timeStyle: "medium" })}
          </Text>
        </Group>
        <Text size="sm">
          {t("outbox.to")} {message.to}
        </Text>
        <LinkifiedText text={message.text} />
      </Stack>
    </Paper>
  );
}
