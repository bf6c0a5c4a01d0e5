import type { AccountSummary, SectionName, SectionResult } from "@xa/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { DataColumn } from "../../../components/data-table/data-column.ts";
import { DataTable } from "../../../components/data-table/lazy-data-table.tsx";
import { useFormatters } from "../../../format/use-formatters.ts";
import { sectionTitleText } from "../../../i18n/section-title.ts";
import { AccountIdentity } from "./account-identity.tsx";
import { scoresAreShares } from "./section-data.ts";

type AccountsSection = Extract<SectionResult, { kind: "accounts" }>;

export type AccountsViewProps = {
  name: SectionName;
  result: AccountsSection;
  onSelectionChange?: (accounts: AccountSummary[]) => void;
};

const ignore = () => {};

/** Accounts in a sortable, selectable table: identity (linked to X), followers and the section's own score. */
export function AccountsView({ name, result, onSelectionChange }: AccountsViewProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const hasScore = result.items.some((a) => a.score !== undefined);
  const asShares = scoresAreShares(result.items);
  const scoreLabel = result.items.find((a) => a.score_label)?.score_label ?? t("sheets.columns.score");
  const columns = useMemo((): DataColumn<AccountSummary>[] => {
    const list: DataColumn<AccountSummary>[] = [
      {
        id: "account",
        header: t("sheets.columns.account"),
        value: (a) => a.handle ?? a.name,
        cell: (a) => <AccountIdentity account={a} size="sm" />,
      },
      {
        id: "followers_count",
        header: t("sheets.columns.followers_count"),
        value: (a) => a.followers_count,
        cell: (a) => (a.followers_count === null ? "–" : format.compact(a.followers_count)),
        align: "right",
      },
    ];
    if (hasScore) {
      list.push({
        id: "score",
        header: scoreLabel,
        value: (a) => a.score ?? null,
        cell: (a) => (a.score === undefined ? "–" : asShares ? format.share(a.score) : format.number(a.score)),
        align: "right",
      });
    }
    return list;
  }, [t, format, hasScore, asShares, scoreLabel]);
  return (
    <DataTable
      data={result.items}
      columns={columns}
      label={sectionTitleText(name)}
      getRowId={(a) => a.id}
      pageSize={10}
      onSelectionChange={onSelectionChange ?? ignore}
    />
  );
}
