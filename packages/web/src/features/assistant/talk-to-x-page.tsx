import { Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { normalizeHandle } from "@xa/core/analysis/analysis-url-state";
import { DEFAULT_WINDOW_DAYS } from "@xa/core/analysis/analyze-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { usePageTitle } from "../../components/use-page-title.ts";
import { AssistantChat } from "./assistant-chat.tsx";

/**
 * Talk to X (premium suite): a full-page chat about a handle's analysis over the default
 * window. The handle is chosen here, and kept in the link, until the suite has its own account.
 */
export function TalkToXPage() {
  const { t } = useTranslation();
  usePageTitle(t("pages.talkToX"));
  const [params, setParams] = useSearchParams();
  const handle = normalizeHandle(params.get("handle") ?? "");
  const [typed, setTyped] = useState(handle);
  const [invalid, setInvalid] = useState(false);

  const choose = () => {
    const next = normalizeHandle(typed);
    setInvalid(next === "");
    if (next) setParams({ handle: next });
  };

  return (
    <Stack gap="lg" maw={820}>
      <Title order={1}>{t("pages.talkToX")}</Title>
      <Text c="dimmed">{t("assistant.talkToX.intro")}</Text>
      {handle ? (
        <Stack gap="md">
          <Group justify="space-between">
            <Text fw={600}>{t("assistant.talkToX.about", { handle, days: DEFAULT_WINDOW_DAYS })}</Text>
            <Button variant="default" size="xs" onClick={() => setParams({})}>
              {t("assistant.talkToX.change")}
            </Button>
          </Group>
          <Paper withBorder radius="md" p="md">
            <AssistantChat context={{ analysis: { query_type: "handle", handle } }} contextText={`@${handle}`} />
          </Paper>
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            choose();
          }}
        >
          <Group align="flex-end">
            <TextInput
              label={t("assistant.talkToX.handle")}
              description={t("assistant.talkToX.handleHint")}
              error={invalid ? t("assistant.talkToX.handleInvalid") : undefined}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              autoComplete="off"
              style={{ flex: 1, maxWidth: 420 }}
            />
            <Button type="submit">{t("assistant.talkToX.start")}</Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}
