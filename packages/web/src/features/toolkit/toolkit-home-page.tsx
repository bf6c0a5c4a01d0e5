import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { TOOLS, toolExamples } from "./toolkit-examples.ts";
import { StoreFigures, ToolkitPage, ToolLink } from "./toolkit-parts.tsx";

/** `/` of the pro toolkit: what it does, what the store holds, and each tool with an example from the store. */
export function ToolkitHomePage() {
  const { t } = useTranslation();
  return (
    <ToolkitPage title={t("pages.proHome")} intro={t("toolkit.home.intro")}>
      {(o) => {
        const examples = toolExamples(o);
        return (
          <Stack gap="xl">
            <StoreFigures overview={o} />
            <Stack gap="sm">
              <Title order={2} size="h3">
                {t("toolkit.home.tools")}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                {TOOLS.map((tool) => {
                  const example = examples[tool];
                  return (
                    <Paper
                      key={tool}
                      withBorder
                      p="md"
                      radius="md"
                      component="section"
                      aria-labelledby={`tool-${tool}`}
                    >
                      <Stack gap={6}>
                        <Title order={3} size="h5" id={`tool-${tool}`}>
                          {t(`pages.${tool}`)}
                        </Title>
                        <Text size="sm">{t(`toolkit.tools.${tool}`)}</Text>
                        <ToolLink to={example.to}>
                          {example.term
                            ? t("toolkit.home.tryWith", { term: example.term })
                            : t("toolkit.home.open", { tool: t(`pages.${tool}`) })}
                        </ToolLink>
                      </Stack>
                    </Paper>
                  );
                })}
              </SimpleGrid>
            </Stack>
          </Stack>
        );
      }}
    </ToolkitPage>
  );
}
