import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { usePageTitle } from "../../components/use-page-title.ts";
import type { AudienceSide } from "./audience-api.ts";
import { AudienceTable } from "./audience-table.tsx";
import { PremiumGate } from "./premium-gate.tsx";

function AudiencePage({ side }: { side: AudienceSide }) {
  const { t } = useTranslation();
  usePageTitle(t(`pages.${side}`));
  return (
    <Stack gap="lg">
      <Title order={1}>{t(`pages.${side}`)}</Title>
      <PremiumGate>
        {(account) => (
          <Stack gap="md">
            <Text c="dimmed">{t(`premium.${side}.intro`, { handle: account.username })}</Text>
            <AudienceTable key={account.id} side={side} account={account} />
          </Stack>
        )}
      </PremiumGate>
    </Stack>
  );
}

/** `/followers`: who follows the connected account, from the store. */
export function FollowersPage() {
  return <AudiencePage side="followers" />;
}

/** `/following`: whom the connected account follows, from the store. */
export function FollowingPage() {
  return <AudiencePage side="following" />;
}
