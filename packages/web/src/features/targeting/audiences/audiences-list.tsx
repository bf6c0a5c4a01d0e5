import { Group, Select, Stack, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { AUDIENCE_TYPES, type Audience, type AudienceType } from "@xa/core/targeting/audience-contract";
import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../../components/data-table/data-table.tsx";
import { EmptyState, ErrorState, LoadingState } from "../../../components/page-states.tsx";
import { useFormatters } from "../../../format/use-formatters.ts";
import { categoryName } from "../shared/category-name.ts";
import { DEBOUNCE_MS } from "../shared/debounce.ts";
import { useAudienceCategoriesQuery, useAudiencesQuery } from "../use-audience-queries.ts";
import { AudienceActions } from "./audience-actions.tsx";
import { audienceColumns, audiencePath } from "./audience-columns.tsx";
import { DeleteSelected } from "./delete-selected.tsx";

/**
 * Saved audiences as a table: sort by any column, filter by name, category and type, select rows,
 * 'Show more results' for the next page. With a team, that team's; without, all the caller's.
 */
export function AudiencesList({ team, emptyAction }: { team?: string; emptyAction?: ReactNode }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const [text, setText] = useState("");
  const [q] = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const [category, setCategory] = useState<string | null>(null);
  const [type, setType] = useState<AudienceType | null>(null);
  const [selected, setSelected] = useState<Audience[]>([]);
  // A new table after a bulk delete, so its selection starts empty.
  const [tableKey, setTableKey] = useState(0);
  const categories = useAudienceCategoriesQuery();
  const query = useAudiencesQuery({
    team,
    q: q || undefined,
    category: category ? Number(category) : undefined,
    type: type ?? undefined,
    sort: "-modified_at",
  });
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.results) ?? [], [query.data]);
  const filtered = Boolean(q || category || type);
  const columns = useMemo(
    () =>
      audienceColumns(t, f, {
        withTeam: team === undefined,
        actions: (a) => <AudienceActions audience={a} openPath={audiencePath(a)} />,
      }),
    [t, f, team],
  );

  let body: ReactNode;
  if (query.isPending) body = <LoadingState />;
  else if (query.isError) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  else if (rows.length === 0 && !filtered)
    body = (
      <EmptyState
        title={t("targeting.audiences.emptyTitle")}
        description={t("targeting.audiences.emptyBody")}
        action={emptyAction}
      />
    );
  else
    body = (
      <DataTable
        key={tableKey}
        data={rows}
        columns={columns}
        label={t("targeting.audiences.tableLabel")}
        getRowId={(a) => String(a.id)}
        onSelectionChange={setSelected}
        onShowMore={() => void query.fetchNextPage()}
        hasMore={query.hasNextPage}
        loadingMore={query.isFetchingNextPage}
      />
    );

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t("targeting.audiences.search")}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          maxLength={200}
        />
        <Select
          label={t("targeting.audiences.columns.category")}
          placeholder={t("targeting.audiences.allCategories")}
          value={category}
          onChange={setCategory}
          data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: categoryName(c, t) }))}
          clearable
        />
        <Select
          label={t("targeting.audiences.type")}
          placeholder={t("targeting.audiences.allTypes")}
          value={type}
          onChange={(next) => setType(next as AudienceType | null)}
          data={AUDIENCE_TYPES.map((k) => ({ value: k, label: t(`targeting.audiences.types.${k}`) }))}
          clearable
        />
      </Group>
      {selected.length > 0 && (
        <Group>
          <DeleteSelected
            selected={selected}
            onDone={() => {
              setSelected([]);
              setTableKey((k) => k + 1);
            }}
          />
        </Group>
      )}
      {body}
    </Stack>
  );
}
