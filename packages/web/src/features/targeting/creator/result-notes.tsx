import { Text } from "@mantine/core";
import type { AutopilotResult } from "@xa/core/targeting/autopilot-request";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../../format/use-formatters.ts";

/**
 * What the generation decided for the user: the debate side it kept, the topic it ranked on when the
 * brief's places left too few accounts, and the least reach of a suggested handle.
 */
export function ResultNotes({ result }: { result: AutopilotResult }) {
  const { t } = useTranslation();
  const f = useFormatters();
  return (
    <>
      {result.one_side ? (
        <Text size="sm" data-testid="one-side-note">
          {t("targeting.creator.oneSide", {
            count: result.one_side.accounts_left_out,
            kept: f.number(result.one_side.accounts_kept),
            leftOut: f.number(result.one_side.accounts_left_out),
          })}
        </Text>
      ) : null}
      {result.ranked_on_topic ? (
        <Text size="sm" data-testid="ranked-on-topic-note">
          {t("targeting.creator.rankedOnTopic", {
            count: result.ranked_on_topic.audience_accounts,
            audience: f.number(result.ranked_on_topic.audience_accounts),
            topic: f.number(result.ranked_on_topic.topic_accounts),
          })}
        </Text>
      ) : null}
      {result.handle_min_followers !== undefined ? (
        <Text size="sm" c="dimmed" data-testid="handle-reach-note">
          {t("targeting.creator.handleMinFollowers", {
            count: result.handle_min_followers,
            followers: f.number(result.handle_min_followers),
          })}
        </Text>
      ) : null}
    </>
  );
}
