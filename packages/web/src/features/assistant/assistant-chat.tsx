import { Button, Group, Paper, Stack, Switch, Text, Textarea, Title } from "@mantine/core";
import type { SectionName } from "@xa/core";
import { MAX_QUESTION_CHARS } from "@xa/core/assistant/assistant-contract";
import { type KeyboardEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { AnswerView } from "./answer-view.tsx";
import { STREAM_RECONNECT_MS } from "./ask-assistant.ts";
import { conversationKey, useAssistantStore } from "./assistant-store.ts";
import { exampleQuestions } from "./example-questions.ts";
import { type ChatContext, turnsOf } from "./reference-items.ts";

type Props = {
  /** what the questions are about: the analysis and, from a card, its section */
  context: ChatContext;
  /** the context in words, kept with each question */
  contextText: string;
  onOpenSection?: (section: SectionName) => void;
  canOpenSection?: (section: SectionName) => boolean;
  /** a draft kept by the caller (a card's question outlives its panel); the chat keeps its own otherwise */
  draft?: string;
  onDraftChange?: (draft: string) => void;
};

/**
 * A conversation with the assistant: the question box (Enter sends, Shift+Enter a new line), each
 * answer streaming in place, Stop, and example questions while it is empty.
 */
export function AssistantChat({ context, contextText, onOpenSection, canOpenSection, draft, onDraftChange }: Props) {
  const { t } = useTranslation();
  const key = conversationKey(context);
  const conversation = useAssistantStore((s) => s.conversations[key]);
  const ask = useAssistantStore((s) => s.ask);
  const stop = useAssistantStore((s) => s.stop);
  const autoReconnect = useAssistantStore((s) => s.autoReconnect);
  const setAutoReconnect = useAssistantStore((s) => s.setAutoReconnect);
  const [ownDraft, setOwnDraft] = useState("");
  const text = draft ?? ownDraft;
  const setText = onDraftChange ?? setOwnDraft;
  const turns = turnsOf(conversation?.items ?? []);
  const loading = conversation?.loading ?? false;

  // Nobody reads an answer whose chat is gone: its stream stops, and so does the server's work.
  useEffect(() => () => useAssistantStore.getState().stop(key), [key]);

  const send = (question: string) => {
    const words = question.trim();
    if (!words) return;
    ask(key, { text: words, context: contextText }, context);
    setText("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method is composing: its Enter picks a word (Japanese).
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send(text);
  };

  return (
    <Stack gap="md" data-testid="assistant-chat">
      {turns.length === 0 ? (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t("assistant.empty.title")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("assistant.empty.description")}
          </Text>
          <Text size="sm">{t("assistant.empty.examples")}</Text>
          <Stack gap={4} align="flex-start">
            {exampleQuestions(t, context).map((example) => (
              <Button key={example} variant="light" size="compact-sm" onClick={() => send(example)}>
                {example}
              </Button>
            ))}
          </Stack>
        </Stack>
      ) : (
        <Stack
          gap="md"
          component="ol"
          aria-label={t("assistant.conversation")}
          style={{ listStyle: "none", margin: 0, padding: 0 }}
        >
          {turns.map((turn, index) => (
            // Turns are only ever appended: the index is stable.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Stack component="li" gap="xs" key={index}>
              <Paper withBorder radius="md" p="xs" bg="var(--mantine-color-default-hover)">
                <Text size="xs" fw={600} c="dimmed">
                  {t("assistant.you")}
                </Text>
                <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                  {turn.question.text}
                </Text>
              </Paper>
              {turn.response && (
                <AnswerView response={turn.response} onOpenSection={onOpenSection} canOpenSection={canOpenSection} />
              )}
            </Stack>
          ))}
        </Stack>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          send(text);
        }}
      >
        <Stack gap="xs">
          <Textarea
            label={t("assistant.question")}
            description={t("assistant.questionHint")}
            placeholder={t("assistant.questionPlaceholder")}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            maxLength={MAX_QUESTION_CHARS}
            autosize
            minRows={2}
            maxRows={8}
            data-autofocus
          />
          <Group justify="space-between" align="flex-start" gap="xs">
            <Switch
              size="xs"
              label={t("assistant.autoReconnect")}
              description={t("assistant.autoReconnectHint", { seconds: STREAM_RECONNECT_MS / 1000 })}
              checked={autoReconnect}
              onChange={(event) => setAutoReconnect(event.currentTarget.checked)}
              style={{ flex: 1, minWidth: 0 }}
            />
            <Group gap="xs">
              {loading && (
                <Button variant="default" onClick={() => stop(key)}>
                  {t("assistant.stop")}
                </Button>
              )}
              <Button type="submit" disabled={text.trim() === ""}>
                {t("assistant.send")}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
