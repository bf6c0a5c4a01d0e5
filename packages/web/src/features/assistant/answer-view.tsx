import { Alert, Badge, Group, Loader, Stack, Text, Tooltip } from "@mantine/core";
import type { SectionName } from "@xa/core";
import { useTranslation } from "react-i18next";
import { AnswerSources } from "./answer-sources.tsx";
import { STREAM_RECONNECT_MS } from "./ask-assistant.ts";
import type { AnswerProblem, ResponseItem } from "./reference-items.ts";

type Props = {
  response: ResponseItem;
  onOpenSection?: (section: SectionName) => void;
  canOpenSection?: (section: SectionName) => boolean;
};

/** One streamed answer: its text growing in place, who wrote it, its sources, and how it ended. */
export function AnswerView({ response, onOpenSection, canOpenSection }: Props) {
  const { t } = useTranslation();
  const { status, engine } = response;
  return (
    <Stack gap={6} data-testid="assistant-response" data-status={status}>
      <Group gap="xs">
        <Text size="xs" fw={600} c="dimmed">
          {t("assistant.answer")}
        </Text>
        {engine && (
          <Tooltip label={t(`assistant.engine.${engine}Hint`)} multiline w={260}>
            <Badge
              size="sm"
              variant="light"
              color={engine === "builtin" ? "gray" : "violet"}
              data-testid="assistant-engine"
            >
              {t(`assistant.engine.${engine}`)}
            </Badge>
          </Tooltip>
        )}
      </Group>
      {/* Polite: a screen reader reads the answer as it grows, without cutting the user off. */}
      <Text
        size="sm"
        aria-live="polite"
        data-testid="assistant-answer"
        style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
      >
        {response.text}
      </Text>
      {status === "streaming" && (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="xs" c="dimmed">
            {t("assistant.thinking")}
          </Text>
        </Group>
      )}
      {status === "reconnecting" && (
        <Text size="xs" c="dimmed" role="status">
          {t("assistant.reconnecting", { seconds: STREAM_RECONNECT_MS / 1000 })}
        </Text>
      )}
      {(status === "stopped" || status === "closed") && (
        <Text size="xs" c="dimmed">
          {t(status === "stopped" ? "assistant.stopped" : "assistant.closed")}
        </Text>
      )}
      {response.problem && (
        <Alert color="red" variant="light" title={t("assistant.errorTitle")} role="alert">
          <ProblemText problem={response.problem} />
        </Alert>
      )}
      <AnswerSources sources={response.sources} onOpenSection={onOpenSection} canOpenSection={canOpenSection} />
    </Stack>
  );
}

function ProblemText({ problem }: { problem: AnswerProblem }) {
  const { t } = useTranslation();
  if (problem.kind === "detail") return problem.detail;
  return t(problem.kind === "dropped" ? "assistant.errors.dropped" : "errors.network");
}
