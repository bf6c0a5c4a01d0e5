import { Button, Card, Group, List, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePageTitle } from "../../components/use-page-title.ts";
import { useOptionalUser } from "../../session/current-user.tsx";
import { PremiumGate } from "./premium-gate.tsx";

const PAGES = [
  ["/premium-suite", "premiumDashboard"],
  ["/followers", "followers"],
  ["/engagers", "engagers"],
  ["/posts", "posts"],
  ["/lists", "lists"],
  ["/premium-suite/unfollowed", "unfollowed"],
  ["/premium-suite/talk-to-x", "talkToX"],
] as const;

/**
 * `/` and `/authenticated`: what the suite does, and the one next step for this visitor — sign in
 * with X, connect an account, choose a plan, or open the dashboard.
 */
export function PremiumHomePage() {
  const { t } = useTranslation();
  usePageTitle(t("pages.premiumPaused"));
  const user = useOptionalUser();
  return (
    <Stack gap="lg" maw={880}>
      <Stack gap={4}>
        <Title order={1}>{t("pages.premiumPaused")}</Title>
        <Text c="dimmed">{t("premium.home.intro")}</Text>
      </Stack>
      <Card withBorder>
        <List spacing="xs">
          {PAGES.map(([to, page]) => (
            <List.Item key={to}>
              <Text span fw={500}>
                {t(`pages.${page}`)}
              </Text>
              {" — "}
              {t(`premium.home.what.${page}`)}
            </List.Item>
          ))}
        </List>
      </Card>
      {user ? (
        <PremiumGate needsStore={false}>
          {(account) => (
            <Group>
              <Button component={Link} to="/premium-suite">
                {t("premium.home.open", { handle: account.username })}
              </Button>
            </Group>
          )}
        </PremiumGate>
      ) : (
        <Group>
          <Button component={Link} to="/login/x">
            {t("premium.home.signInWithX")}
          </Button>
          <Button component={Link} to="/login" variant="default">
            {t("premium.home.signInWithEmail")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
