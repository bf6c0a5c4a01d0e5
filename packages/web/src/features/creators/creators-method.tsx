import { Stack, Text, Title } from "@mantine/core";
import { type CreatorsResult, SIGNAL_THRESHOLDS as T } from "@xa/core/creators/creators";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../format/use-formatters.ts";

const FIT_METHOD = {
  query_authors: "creators.method.fitQuery",
  built: "creators.method.fitBuilt",
  saved: "creators.method.fitSaved",
} as const;

/** How every column and signal is counted, with the window and thresholds of this answer. */
export function CreatorsMethod({ result }: { result: CreatorsResult }) {
  const { t } = useTranslation();
  const f = useFormatters();
  return (
    <Stack gap={4} id="creators-method">
      <Title order={2} size="h4">
        {t("creators.methodTitle")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("creators.method.ranking", {
          start: f.date(result.start_date),
          end: f.date(result.end_date),
          weeks: f.number(result.weeks),
        })}
      </Text>
      <Text size="sm" c="dimmed">
        {t(FIT_METHOD[result.audience.kind])}
      </Text>
      <Text size="sm" c="dimmed">
        {t("creators.method.growth")}
      </Text>
      <Text size="sm" c="dimmed">
        {t("creators.method.signals", {
          ratio: f.number(T.followerRatio.below),
          following: f.number(T.followerRatio.minFollowing),
          burst: f.share(T.burstFollows.atLeast),
          dated: f.number(T.burstFollows.minDated),
          defaults: f.share(T.defaultProfiles.atLeast),
          profiled: f.number(T.defaultProfiles.minProfiled),
        })}
      </Text>
    </Stack>
  );
}
