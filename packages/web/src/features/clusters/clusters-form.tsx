import { Button, Group, SegmentedControl, Select, Stack, Text, TextInput } from "@mantine/core";
import { GLOBAL_COUNTRY } from "@xa/core";
import { type FormEvent, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { countryOptions, useCountryFilter } from "../../components/country-picker/country-picker.ts";

export type ClustersDraft = { query: string; start: string; end: string; country: string; graph: "terms" | "accounts" };

type Props = { initial: ClustersDraft; onFind: (draft: ClustersDraft) => void; busy: boolean };

/** The query, the optional window (UTC days), the authors' country and what the graph is of; Find puts them in the link. */
export function ClustersForm({ initial, onFind, busy }: Props) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [missing, setMissing] = useState(false);
  const countryFilter = useCountryFilter();
  const countries = useMemo(() => countryOptions(i18n.language, t("clusters.form.global")), [i18n.language, t]);
  const set = (patch: Partial<ClustersDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.query.trim()) return setMissing(true);
    setMissing(false);
    onFind(draft);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={t("clusters.form.query")}
          description={t("clusters.form.queryHint")}
          placeholder={t("clusters.form.queryPlaceholder")}
          value={draft.query}
          onChange={(e) => set({ query: e.currentTarget.value })}
          error={missing ? t("clusters.form.queryMissing") : undefined}
          required
          style={{ flex: "1 1 320px" }}
        />
        <TextInput
          type="date"
          label={t("clusters.form.start")}
          description={t("clusters.form.datesHint")}
          value={draft.start}
          max={draft.end || undefined}
          onChange={(e) => set({ start: e.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={t("clusters.form.end")}
          description={t("clusters.form.datesHint")}
          value={draft.end}
          min={draft.start || undefined}
          onChange={(e) => set({ end: e.currentTarget.value })}
        />
        <Select
          label={t("clusters.form.country")}
          description={t("clusters.form.countryHint")}
          data={countries}
          value={draft.country || GLOBAL_COUNTRY}
          onChange={(value) => set({ country: value ?? GLOBAL_COUNTRY })}
          searchable
          filter={countryFilter}
          nothingFoundMessage={t("clusters.form.noCountry")}
          allowDeselect={false}
          w={220}
        />
      </Group>
      <Group mt="sm" align="flex-end">
        <Stack gap={4}>
          <Text component="span" id="clusters-graph-label" size="sm" fw={500}>
            {t("clusters.form.graph")}
          </Text>
          <SegmentedControl
            role="radiogroup"
            aria-labelledby="clusters-graph-label"
            value={draft.graph}
            onChange={(value) => set({ graph: value === "accounts" ? "accounts" : "terms" })}
            data={[
              { value: "terms", label: t("clusters.form.graphTerms") },
              { value: "accounts", label: t("clusters.form.graphAccounts") },
            ]}
          />
        </Stack>
        <Button type="submit" loading={busy}>
          {t("clusters.form.find")}
        </Button>
      </Group>
    </form>
  );
}
