import { Text } from "@mantine/core";
import type { AutopilotResult } from "@xa/core/targeting/autopilot-request";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../../format/use-formatters.ts";

/** What the generation decided for the user: the least reach of a suggested handle, and the debate side it kept. */
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
