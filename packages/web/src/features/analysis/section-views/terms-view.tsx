import { Progress, Stack, Text } from "@mantine/core";
import type { SectionName, SectionResult } from "@xa/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { DataColumn } from "../../../components/data-table/data-column.ts";
import { DataTable } from "../../../components/data-table/lazy-data-table.tsx";
import { useFormatters } from "../../../format/use-formatters.ts";
import { sectionTitleText } from "../../../i18n/section-title.ts";

type TermsSection = Extract<SectionResult, { kind: "terms" }>;
type Term = TermsSection["items"][number] & { rank: number };

/**
 * Ranked terms with their counts and shares (a bar per share), their authors when the section counts
 * them (subreddits, shown as r/name) and, when the section compares, the lift.
 */
export function TermsView({ name, result }: { name: SectionName; result: TermsSection }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const rows = useMemo(() => result.items.map((item, i): Term => ({ ...item, rank: i + 1 })), [result.items]);
  const withLift = result.items.some((i) => i.lift !== undefined);
  const withAuthors = result.items.some((i) => i.authors !== undefined);
  const subreddits = name === "subreddits";
  const maxShare = Math.max(0, ...result.items.map((i) => i.share));
  const columns = useMemo((): DataColumn<Term>[] => {
    const base: DataColumn<Term>[] = [
      { id: "rank", header: "#", value: (r) => r.rank, align: "right", width: 48 },
      {
        id: "term",
        header: t(subreddits ? "sheets.columns.subreddit" : "sheets.columns.term"),
        value: (r) => r.term,
        ...(subreddits ? { cell: (r: Term) => `r/${r.term}` } : {}),
      },
      {
        id: "count",
        header: t("sheets.columns.count"),
        value: (r) => r.count,
        cell: (r) => format.number(r.count),
        align: "right",
      },
      ...(withAuthors
        ? [
            {
              id: "authors",
              header: t("sheets.columns.authors"),
              value: (r: Term) => r.authors ?? null,
              cell: (r: Term) => (r.authors === undefined ? "–" : format.number(r.authors)),
              align: "right" as const,
            },
          ]
        : []),
      {
        id: "share",
        header: t("sheets.columns.share"),
        value: (r) => r.share,
        cell: (r) => format.share(r.share),
        align: "right",
      },
      {
        id: "bar",
        header: "",
        value: (r) => r.share,
        cell: (r) => <Progress value={maxShare > 0 ? (r.share / maxShare) * 100 : 0} size="sm" aria-hidden="true" />,
        sortable: false,
        width: "25%",
      },
    ];
    if (!withLift) return base;
    return [
      ...base,
      {
        id: "lift",
        header: t("sheets.columns.lift"),
        value: (r) => r.lift ?? null,
        cell: (r) => (r.lift === undefined ? "–" : `×${format.number(r.lift)}`),
        align: "right",
      },
    ];
  }, [t, format, withLift, withAuthors, subreddits, maxShare]);
  return (
    <Stack gap={4}>
      <DataTable
        data={rows}
        columns={columns}
        label={sectionTitleText(name)}
        getRowId={(r) => `${r.rank}:${r.term}`}
        pageSize={10}
      />
      {withLift && (
        <Text size="xs" c="dimmed">
          {t("sectionViews.terms.liftHint")}
        </Text>
      )}
    </Stack>
  );
}
