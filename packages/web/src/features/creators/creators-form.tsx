import { Button, Group, SegmentedControl, Select, Stack, Text, TextInput } from "@mantine/core";
import { CREATOR_SORTS, type CreatorSort } from "@xa/core/creators/creators";
import { type ComponentType, type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { CREATOR_DAYS, type CreatorDays, type CreatorsSearch } from "./creators-api.ts";

/** What the app gives the form to pick one of the team's saved audiences (null for none). */
export type SavedAudiencePicker = ComponentType<{
  team: string;
  value: number | null;
  onChange: (id: number | null) => void;
}>;

/** The query (or a saved audience instead), the target audience, the window and the order; sent on submit. */
export function CreatorsForm({
  team,
  initial,
  onSearch,
  AudiencePicker,
}: {
  team: string;
  initial: CreatorsSearch;
  onSearch: (s: CreatorsSearch) => void;
  AudiencePicker?: SavedAudiencePicker | undefined;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState(initial.query);
  const [savedAudience, setSavedAudience] = useState(initial.savedAudience);
  const [audience, setAudience] = useState<"authors" | "followers">(
    initial.followersOf.length > 0 ? "followers" : "authors",
  );
  const [handles, setHandles] = useState(initial.followersOf.join(", "));
  const [days, setDays] = useState<CreatorDays>(initial.days);
  const [sort, setSort] = useState<CreatorSort>(initial.sort);
  const saved = savedAudience !== null;
  const followersOf =
    !saved && audience === "followers"
      ? handles
          .split(/[,\s]+/)
          .map((h) => h.trim().replace(/^[@＠]/, ""))
          .filter(Boolean)
      : [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ query: saved ? "" : query, days, sort, followersOf, savedAudience });
  };
  return (
    <form onSubmit={submit} aria-label={t("creators.formLabel")}>
      <Stack gap="sm">
        <Group align="flex-start" wrap="wrap">
          <TextInput
            label={t("creators.query")}
            description={saved ? t("creators.queryFromSaved") : t("creators.queryHint")}
            placeholder={t("creators.queryPlaceholder")}
            value={saved ? "" : query}
            onChange={(e) => setQuery(e.currentTarget.value)}
            maxLength={2000}
            required={!saved}
            disabled={saved}
            style={{ flex: "1 1 320px" }}
          />
          {AudiencePicker && (
            <div style={{ flex: "0 1 320px" }}>
              <AudiencePicker team={team} value={savedAudience} onChange={setSavedAudience} />
            </div>
          )}
        </Group>
        {!saved && (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="creators-audience">
              {t("creators.audience")}
            </Text>
            <Group align="flex-end">
              <SegmentedControl
                aria-labelledby="creators-audience"
                value={audience}
                onChange={(v) => setAudience(v as "authors" | "followers")}
                data={[
                  { value: "authors", label: t("creators.audienceAuthors") },
                  { value: "followers", label: t("creators.audienceFollowers") },
                ]}
              />
              {audience === "followers" && (
                <TextInput
                  label={t("creators.handles")}
                  placeholder={t("creators.handlesPlaceholder")}
                  value={handles}
                  onChange={(e) => setHandles(e.currentTarget.value)}
                  required
                  w={280}
                />
              )}
            </Group>
          </Stack>
        )}
        <Group align="flex-end">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="creators-days">
              {t("creators.window")}
            </Text>
            <SegmentedControl
              aria-labelledby="creators-days"
              value={String(days)}
              onChange={(v) => setDays(Number(v) as CreatorDays)}
              data={CREATOR_DAYS.map((d) => ({ value: String(d), label: t("creators.days", { count: d }) }))}
            />
          </Stack>
          <Select
            label={t("creators.sort")}
            value={sort}
            onChange={(v) => v && setSort(v as CreatorSort)}
            data={CREATOR_SORTS.map((s) => ({ value: s, label: t(`creators.sorts.${s}`) }))}
            allowDeselect={false}
            w={220}
          />
          <Button type="submit">{t("creators.find")}</Button>
        </Group>
      </Stack>
    </form>
  );
}
