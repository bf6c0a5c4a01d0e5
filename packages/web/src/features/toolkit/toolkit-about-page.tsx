import { List, Stack, Text, Title } from "@mantine/core";
import { languageName } from "@xa/core/i18n/display-names";
import { useTranslation } from "react-i18next";
import { StoreFigures, ToolkitPage, ToolLink } from "./toolkit-parts.tsx";

const METHODS = [
  ["audience", "/explore/audience"],
  ["creators", "/creators"],
  ["clusters", "/topic-clusters"],
  ["competitors", "/competitor-analysis"],
] as const;

/** `/about`: what the product is, where the store's data comes from, how its numbers are made, its languages. */
export function ToolkitAboutPage() {
  const { t, i18n } = useTranslation();
  return (
    <ToolkitPage
      title={t("pages.about")}
      intro={t("toolkit.about.intro")}
      lead={
        <Stack gap="xl">
          <Stack gap="xs">
            <Title order={2} size="h3">
              {t("toolkit.about.sourcesTitle")}
            </Title>
            <List spacing={4}>
              <List.Item>{t("toolkit.about.sourceImports")}</List.Item>
              <List.Item>{t("toolkit.about.sourceConnector")}</List.Item>
              <List.Item>{t("toolkit.about.sourceDemo")}</List.Item>
            </List>
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h3">
              {t("toolkit.about.methodsTitle")}
            </Title>
            <Text size="sm">{t("toolkit.about.methodsIntro")}</Text>
            <List spacing={4}>
              {METHODS.map(([key, to]) => (
                <List.Item key={key}>
                  <ToolLink to={to}>{t(`toolkit.about.methods.${key}.link`)}</ToolLink>
                  {" — "}
                  {t(`toolkit.about.methods.${key}.body`)}
                </List.Item>
              ))}
            </List>
          </Stack>
        </Stack>
      }
    >
      {(o) => (
        <Stack gap="xl">
          <StoreFigures overview={o} />
          <Stack gap="xs">
            <Title order={2} size="h3">
              {t("toolkit.about.languagesTitle")}
            </Title>
            <Text size="sm">
              {t("toolkit.about.languagesBody", {
                languages: o.languages.map((l) => languageName(l.language, i18n.language)).join(", "),
              })}
            </Text>
          </Stack>
        </Stack>
      )}
    </ToolkitPage>
  );
}
