import { Button } from "@mantine/core";
import type { PremiumAccount } from "@xa/core/premium/premium-contract";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState, ErrorState, LoadingState } from "../../components/page-states.tsx";
import { pickAccount, useChosenAccountId } from "./chosen-account.ts";
import { usePremiumAccounts } from "./premium-api.ts";

type Props = {
  /** the page, drawn for the account the suite is about */
  children: (account: PremiumAccount, connected: PremiumAccount[]) => ReactNode;
  /** pages that read the account's store data (all but the account pages) need it in the store */
  needsStore?: boolean;
};

/**
 * What every page of the suite needs first: a connected X account, a plan that opens the suite and,
 * for pages of the account's data, the account in the store. Each missing piece is a state that says
 * what to do.
 */
export function PremiumGate({ children, needsStore = true }: Props) {
  const { t } = useTranslation();
  const accounts = usePremiumAccounts();
  const [chosen] = useChosenAccountId();
  if (accounts.isPending) return <LoadingState />;
  if (accounts.isError) return <ErrorState error={accounts.error} onRetry={() => void accounts.refetch()} />;
  const account = pickAccount(accounts.data.accounts, chosen);
  if (!account)
    return (
      <EmptyState
        title={t("premium.gate.noAccountTitle")}
        description={t("premium.gate.noAccountBody")}
        action={
          <Button component={Link} to="/account">
            {t("premium.gate.connect")}
          </Button>
        }
      />
    );
  if (!accounts.data.premium)
    return (
      <EmptyState
        title={t("premium.gate.planTitle")}
        description={t("premium.gate.planBody")}
        action={
          <Button component={Link} to="/premium">
            {t("premium.gate.seePlans")}
          </Button>
        }
      />
    );
  if (needsStore && !account.in_store)
    return (
      <EmptyState
        title={t("premium.gate.notInStoreTitle", { handle: account.username })}
        description={t("premium.gate.notInStoreBody")}
      />
    );
  return children(account, accounts.data.accounts);
}
