import { Alert, Button, Group, Text } from "@mantine/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { PromptAction, ToolAction } from "@xa/core/activity/activity-contract";
import { shouldSuggest } from "@xa/core/activity/suggest-from-activity";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { activityUsage, createActivity } from "./activity-api.ts";
import { activityKeys } from "./use-activity.ts";

/** Where a package is built from what a tool found. */
export const PACKAGE_PATH = "/campaigns/new";

type Props = {
  tool: ToolAction;
  /** what this run of the tool returned; nothing is asked before it returned something */
  resultCount: number;
  /** names one run of the tool (its query): a new run checks the rule again */
  run: string;
  /** the page's own condition for suggesting a package */
  condition?: boolean;
  /** the package builder's navigation state: the tool's result as its brief, where the page has one */
  packageState?: unknown;
};

/**
 * After a tool returns results, now and then (core's rule on the user's activity: the 5th use, every
 * 5th after, a day apart) suggests turning them into a targeting package. It never blocks the page;
 * whether it was shown, taken or closed is recorded as activity.
 */
export function ToolSuggestion({ tool, resultCount, run, condition = true, packageState }: Props) {
  const { t } = useTranslation();
  const usage = useQuery({
    queryKey: [...activityKeys.usage, tool, run],
    queryFn: activityUsage,
    enabled: resultCount > 0 && run !== "",
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const record = useMutation({ mutationFn: (action: PromptAction) => createActivity({ action, context: tool }) });
  const [closed, setClosed] = useState<string | null>(null);
  const show =
    usage.data !== undefined &&
    closed !== run &&
    shouldSuggest(usage.data, { resultCount, condition, now: Date.now() });

  const recorded = useRef<string | null>(null);
  const { mutate } = record;
  useEffect(() => {
    if (!show || recorded.current === run) return;
    recorded.current = run;
    mutate("suggestion_shown");
  }, [show, run, mutate]);

  if (!show) return null;
  const close = (action: PromptAction) => {
    setClosed(run);
    mutate(action);
  };
  return (
    <Alert
      color="teal"
      role="status"
      title={t("activity.suggestion.title")}
      withCloseButton
      closeButtonLabel={t("activity.suggestion.dismiss")}
      onClose={() => close("suggestion_dismissed")}
      data-testid="tool-suggestion"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t("activity.suggestion.body", { count: resultCount })}</Text>
        <Button
          component={Link}
          to={PACKAGE_PATH}
          state={packageState}
          size="xs"
          onClick={() => close("suggestion_accepted")}
        >
          {t("activity.suggestion.build")}
        </Button>
      </Group>
    </Alert>
  );
}
