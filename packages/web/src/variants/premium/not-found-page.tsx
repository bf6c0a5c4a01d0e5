import { Anchor, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { usePageTitle } from "../../components/use-page-title.ts";

/** The premium suite's 404 page. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  usePageTitle(t("pages.notFound"));
  return (
    <Stack gap="sm">
      <Title order={1}>{t("notFound.title")}</Title>
      <Text c="dimmed">{t("notFound.body", { path: pathname })}</Text>
      <Anchor component={Link} to="/premium-suite">
        {t("notFound.home")}
      </Anchor>
    </Stack>
  );
}
