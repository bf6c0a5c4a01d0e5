import { Badge, Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import type { PremiumAccount } from "@xa/core/premium/premium-contract";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { AccountName } from "../../components/account-name.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { useFormatters } from "../../format/use-formatters.ts";
import { pickAccount, useChosenAccountId } from "./chosen-account.ts";
import { PremiumGate } from "./premium-gate.tsx";
import { ReferralCard } from "./referral-card.tsx";

/**
 * `/premium-suite/accounts` lists the connected X accounts; `/switch-account` is the same list to pick
 * the one the suite is about, and goes back to the dashboard once picked.
 */
export function AccountsPage({ mode }: { mode: "accounts" | "switch" }) {
  const { t } = useTranslation();
  const title = t(mode === "switch" ? "pages.switchAccount" : "pages.accounts");
  usePageTitle(title);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{t(mode === "switch" ? "premium.accounts.switchIntro" : "premium.accounts.intro")}</Text>
      </Stack>
      <PremiumGate needsStore={false}>
        {(_, connected) => <AccountsTable accounts={connected} mode={mode} />}
      </PremiumGate>
      {mode === "accounts" && <ReferralCard />}
    </Stack>
  );
}

function AccountsTable({ accounts, mode }: { accounts: PremiumAccount[]; mode: "accounts" | "switch" }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const navigate = useNavigate();
  const [chosen, choose] = useChosenAccountId();
  const current = pickAccount(accounts, chosen);
  const use = (account: PremiumAccount) => {
    choose(account.id);
    if (mode === "switch") void navigate("/premium-suite");
  };
  return (
    <Stack gap="md">
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("premium.accounts.account")}</Table.Th>
            <Table.Th ta="right">{t("premium.accounts.followers")}</Table.Th>
            <Table.Th ta="right">{t("premium.accounts.following")}</Table.Th>
            <Table.Th>{t("premium.accounts.data")}</Table.Th>
            <Table.Th>{t("premium.accounts.connected")}</Table.Th>
            <Table.Th>{t("premium.accounts.actions")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {accounts.map((a) => (
            <Table.Tr key={a.id}>
              <Table.Td>
                <AccountName account={{ id: a.id, name: a.name || null, handle: a.username || null }} />
              </Table.Td>
              <Table.Td ta="right">{a.followers_count === null ? "—" : f.number(a.followers_count)}</Table.Td>
              <Table.Td ta="right">{a.following_count === null ? "—" : f.number(a.following_count)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={a.in_store ? "teal" : "gray"}>
                  {t(a.in_store ? "premium.accounts.inStore" : "premium.accounts.notInStore")}
                </Badge>
                {a.provider === "x-sandbox" && (
                  <Badge variant="outline" ml="xs">
                    {t("premium.accounts.sandbox")}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{f.date(a.connected_at)}</Table.Td>
              <Table.Td>
                {a.id === current?.id ? (
                  <Badge color="blue">{t("premium.accounts.current")}</Badge>
                ) : (
                  <Button size="compact-sm" variant="default" onClick={() => use(a)}>
                    {t("premium.accounts.use", { handle: a.username })}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group>
        <Button component={Link} to="/account" variant="light">
          {t("premium.accounts.connectAnother")}
        </Button>
      </Group>
    </Stack>
  );
}
