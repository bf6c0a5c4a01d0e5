import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { type Tool, toolExamples } from "./toolkit-examples.ts";
import { ToolkitPage, ToolLink } from "./toolkit-parts.tsx";

/** Each use case with the tool that does it. */
const CASES: [audience: "agencies" | "brands" | "analysts", uses: Tool[]][] = [
  ["agencies", ["competitorAnalysis", "audienceBuilder", "campaignPlanner"]],
  ["brands", ["explore", "creators", "marketingMaterials"]],
  ["analysts", ["topicClusters", "xstats", "savedLists"]],
];

/** `/pro-solutions`: use cases for agencies, brands and analysts, each opening its tool on the store's data. */
export function ToolkitSolutionsPage() {
  const { t } = useTranslation();
  return (
    <ToolkitPage title={t("pages.proSolutions")} intro={t("toolkit.solutions.intro")}>
      {(o) => {
        const examples = toolExamples(o);
        return (
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            {CASES.map(([who, tools]) => (
              <Paper key={who} withBorder p="md" radius="md">
                <Stack gap="sm">
                  <Title order={2} size="h4">
                    {t(`toolkit.solutions.${who}.title`)}
                  </Title>
                  <Text size="sm">{t(`toolkit.solutions.${who}.body`)}</Text>
                  {tools.map((tool) => (
                    <Stack key={tool} gap={2}>
                      <Text size="sm" fw={600}>
                        {t(`toolkit.solutions.${who}.${tool}` as "toolkit.solutions.agencies.competitorAnalysis")}
                      </Text>
                      <ToolLink to={examples[tool].to}>
                        {examples[tool].term
                          ? t("toolkit.solutions.withExample", { tool: t(`pages.${tool}`), term: examples[tool].term })
                          : t("toolkit.home.open", { tool: t(`pages.${tool}`) })}
                      </ToolLink>
                    </Stack>
                  ))}
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
        );
      }}
    </ToolkitPage>
  );
}
