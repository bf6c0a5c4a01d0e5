import { Badge, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ClockIcon } from "./icons.tsx";
import { usePageTitle } from "./use-page-title.ts";

/** The panel of a page that exists in the route table but is not built yet; it names the page. */
export function ComingSoon({ page, detail }: { page: string; detail?: string }) {
  const { t } = useTranslation();
  usePageTitle(page);
  return (
    <Stack gap="lg">
      <Title order={1}>{page}</Title>
      <Paper withBorder p="xl" radius="md" data-testid="coming-soon">
        <Group align="flex-start" wrap="nowrap">
          <ThemeIcon variant="light" size="xl" radius="xl" aria-hidden="true">
            <ClockIcon />
          </ThemeIcon>
          <Stack gap={6}>
            <Group gap="xs">
              <Text fw={600}>{t("comingSoon.title", { page })}</Text>
              <Badge variant="light">{t("comingSoon.badge")}</Badge>
            </Group>
            <Text c="dimmed">{t("comingSoon.body")}</Text>
            {detail && <Text size="sm">{detail}</Text>}
          </Stack>
        </Group>
      </Paper>
    </Stack>
  );
}
