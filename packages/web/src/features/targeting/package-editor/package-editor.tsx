import { Badge, Group, Stack, Tabs, Text } from "@mantine/core";
import type { EntryListKey, TargetingPackage } from "@xa/core/targeting/targeting-package";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { OverflowTabList } from "../../../components/overflow-tabs/overflow-tab-list.tsx";
import { AgePicker, GenderPicker } from "../shared/audience-pickers.tsx";
import { CatalogueAdd } from "./catalogue-add.tsx";
import { CatalogueList, type CatalogueListKey } from "./catalogue-list.tsx";
import { CustomAudiences } from "./custom-audiences.tsx";
import { addEntry, removeEntry, selectedCount, toggleEntry } from "./package-edits.ts";
import { PackageEstimate } from "./package-estimate.tsx";
import { PlacementsPicker } from "./placements-picker.tsx";
import { TermAdd } from "./term-add.tsx";
import { type TermListKey, TermTable } from "./term-table.tsx";

const TERM_LISTS: TermListKey[] = ["keywords", "hashtags", "handles"];
const CATALOGUE_LISTS: CatalogueListKey[] = [
  "locations",
  "languages",
  "interests",
  "conversation_topics",
  "network_operators",
  "movies_tv_shows",
];

function termEntry(list: TermListKey, text: string) {
  return list === "handles"
    ? {
        handle: text,
        account_id: null,
        name: null,
        followers: null,
        account_type: null,
        topic_share: null,
        deselected: false,
        evidence: null,
      }
    : { label: text, deselected: false, evidence: null };
}

/**
 * Every list of a targeting package, a tab each with how many entries are kept: toggle, remove, add
 * (typed terms, or from the catalogues with search), and the evidence of each suggested term; above
 * them the size and budget of the package as it stands.
 */
export function PackageEditor({
  value,
  onChange,
  countries = [],
}: {
  value: TargetingPackage;
  onChange: (next: TargetingPackage) => void;
  /** where the catalogue of locations searches first */
  countries?: string[];
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<string>("keywords");
  const count = (list: EntryListKey) => (
    <Badge size="xs" variant="light" ml={4}>
      {t("targeting.editor.kept", { kept: selectedCount(value, list), total: value[list].length })}
    </Badge>
  );
  const toggle = (list: EntryListKey) => (index: number) => onChange(toggleEntry(value, list, index));
  const remove = (list: EntryListKey) => (index: number) => onChange(removeEntry(value, list, index));

  return (
    <Stack gap="md">
      <PackageEstimate value={{ targeting_package: value, countries }} />
      <Tabs value={tab} onChange={(next) => next && setTab(next)} keepMounted={false}>
        <OverflowTabList
          label={t("targeting.editor.title")}
          active={tab}
          onSelect={setTab}
          tabs={[
            ...[...TERM_LISTS, ...CATALOGUE_LISTS, "custom_audiences" as const].map((list) => ({
              value: list,
              label: (
                <>
                  {t(`targeting.lists.${list}`)}
                  {count(list)}
                </>
              ),
            })),
            { value: "audience", label: t("targeting.editor.audienceTab") },
          ]}
        />
        {TERM_LISTS.map((list) => (
          <Tabs.Panel key={list} value={list} pt="sm">
            <Stack gap="sm">
              <TermTable pkg={value} list={list} onToggle={toggle(list)} onRemove={remove(list)} />
              <TermAdd list={list} onAdd={(text) => onChange(addEntry(value, list, termEntry(list, text)))} />
            </Stack>
          </Tabs.Panel>
        ))}
        {CATALOGUE_LISTS.map((list) => (
          <Tabs.Panel key={list} value={list} pt="sm">
            <Stack gap="sm">
              <CatalogueList list={list} entries={value[list]} onToggle={toggle(list)} onRemove={remove(list)} />
              <CatalogueAdd list={list} pkg={value} countries={countries} onAdd={(next) => onChange(next)} />
            </Stack>
          </Tabs.Panel>
        ))}
        <Tabs.Panel value="custom_audiences" pt="sm">
          <CustomAudiences value={value} onChange={onChange} />
        </Tabs.Panel>
        <Tabs.Panel value="audience" pt="sm">
          <Stack gap="md">
            <Group align="flex-end">
              <GenderPicker value={value.gender} onChange={(gender) => onChange({ ...value, gender })} />
              <AgePicker value={value.age} onChange={(age) => onChange({ ...value, age })} />
            </Group>
            <Text size="xs" c="dimmed">
              {t("targeting.editor.demographicsHint")}
            </Text>
            <PlacementsPicker value={value.placements} onChange={(placements) => onChange({ ...value, placements })} />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
