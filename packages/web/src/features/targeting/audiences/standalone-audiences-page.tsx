import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { AudiencesList } from "./audiences-list.tsx";

/** `/audiences` (with the plain layout's header): the caller's audiences across their teams and shares. */
export function StandaloneAudiencesPage() {
  const { t } = useTranslation();
  usePageTitle(t("pages.standaloneAudiences"));
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t("pages.standaloneAudiences")}</Title>
        <Text c="dimmed">{t("targeting.audiences.standaloneIntro")}</Text>
      </div>
      <AudiencesList />
    </Stack>
  );
}
