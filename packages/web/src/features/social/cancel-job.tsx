import { Alert, Button, Group, Text } from "@mantine/core";
import type { UseMutationResult } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../api/api-error.ts";
import { describeError } from "../../api/describe-error.ts";

/**
 * "Cancel import" / "Cancel fetch" for a job that has not ended, asked twice: the first press asks
 * whether to stop (the safe answer has the focus, Escape keeps the job going), the second cancels.
 * What the job stored by then stays; a running job stops after the batch or page under way.
 */
export function CancelJob({
  kind,
  jobId,
  cancel,
}: {
  kind: "import" | "fetch";
  jobId: string;
  cancel: UseMutationResult<unknown, Error, string>;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const text =
    kind === "import"
      ? {
          button: t("social.cancel.import"),
          question: t("social.cancel.importQuestion"),
          stop: t("social.cancel.stopImport"),
          keep: t("social.cancel.keepImport"),
        }
      : {
          button: t("social.cancel.fetch"),
          question: t("social.cancel.fetchQuestion"),
          stop: t("social.cancel.stopFetch"),
          keep: t("social.cancel.keepFetch"),
        };
  const failure = cancel.isError && (
    <Alert color="red" role="alert" data-testid="cancel-job-error">
      {/* 409: it ended before the request arrived. */}
      {isApiError(cancel.error) && cancel.error.status === 409
        ? t("social.cancel.ended")
        : describeError(cancel.error, t)}
    </Alert>
  );
  if (!asking)
    return (
      <>
        <Group>
          <Button variant="default" size="xs" onClick={() => setAsking(true)}>
            {text.button}
          </Button>
        </Group>
        {failure}
      </>
    );
  return (
    <Group
      gap="sm"
      role="group"
      aria-label={text.button}
      data-testid="cancel-job-confirm"
      onKeyDown={(event) => {
        if (event.key === "Escape") setAsking(false);
      }}
    >
      <Text size="sm">{text.question}</Text>
      <Button
        color="red"
        size="xs"
        loading={cancel.isPending}
        onClick={() => cancel.mutate(jobId, { onSettled: () => setAsking(false) })}
      >
        {text.stop}
      </Button>
      {/* The question just appeared: keeping the job, the safe answer, has the focus. */}
      <Button variant="default" size="xs" autoFocus onClick={() => setAsking(false)}>
        {text.keep}
      </Button>
    </Group>
  );
}
