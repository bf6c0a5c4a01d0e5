import { List, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../format/use-formatters.ts";
import { toolExamples } from "./toolkit-examples.ts";
import { ToolkitPage, ToolLink } from "./toolkit-parts.tsx";

const STEPS = [
  ["brief", "/campaign-planner"],
  ["package", "/saved-lists"],
  ["audience", "/audience-builder"],
  ["adAccount", "/targeting-lists"],
] as const;

/** `/pro-targeting`: the targeting workflow, brief → package → audience → ad account, with the store's figures. */
export function ToolkitTargetingPage() {
  const { t } = useTranslation();
  const f = useFormatters();
  return (
    <ToolkitPage
      title={t("pages.proTargeting")}
      intro={t("toolkit.targeting.intro")}
      lead={
        <Stack gap="xs">
          <Title order={2} size="h3">
            {t("toolkit.targeting.stepsTitle")}
          </Title>
          <List type="ordered" spacing="sm">
            {STEPS.map(([step, to]) => (
              <List.Item key={step}>
                <Text fw={600} span>
                  {t(`toolkit.targeting.steps.${step}.title`)}
                </Text>
                {" — "}
                {t(`toolkit.targeting.steps.${step}.body`)}{" "}
                <ToolLink to={to}>{t(`toolkit.targeting.steps.${step}.link`)}</ToolLink>
              </List.Item>
            ))}
          </List>
          <Text size="sm">
            {t("toolkit.targeting.jobTitle")} <ToolLink to="/job-title">{t("pages.jobTitle")}</ToolLink>
          </Text>
        </Stack>
      }
    >
      {(o) => {
        const examples = toolExamples(o);
        return (
          <Stack gap="xl">
            <Stack gap="xs">
              <Title order={2} size="h3">
                {t("toolkit.targeting.storeTitle")}
              </Title>
              <List spacing={4}>
                <List.Item>
                  {t("toolkit.targeting.storeAccounts", {
                    count: o.accounts,
                    n: f.number(o.accounts),
                    countries: f.number(o.countries),
                  })}
                </List.Item>
                {o.top_accounts[0] && (
                  <List.Item>
                    {t("toolkit.targeting.storeHandle", {
                      handle: o.top_accounts[0].handle,
                      n: f.number(o.top_accounts[0].followers_count),
                    })}{" "}
                    <ToolLink to={examples.explore.to}>{t("toolkit.targeting.analyse")}</ToolLink>
                  </List.Item>
                )}
                {o.hashtags[0] && (
                  <List.Item>
                    {t("toolkit.targeting.storeHashtag", { tag: o.hashtags[0].tag, n: f.number(o.hashtags[0].posts) })}{" "}
                    <ToolLink to={examples.creators.to}>{t("toolkit.targeting.findCreators")}</ToolLink>
                  </List.Item>
                )}
              </List>
            </Stack>
          </Stack>
        );
      }}
    </ToolkitPage>
  );
}
