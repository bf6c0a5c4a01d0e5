import { Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { ConfigEditor } from "../package-editor/config-editor.tsx";
import { ConfigsList } from "./configs-list.tsx";
import { ProTeamGate } from "./pro-team-gate.tsx";

/** Pro `/saved-lists`: the team's saved targeting packages. */
export function SavedListsPage() {
  const { t } = useTranslation();
  usePageTitle(t("pages.savedLists"));
  return (
    <Stack gap="lg">
      <Title order={1}>{t("pages.savedLists")}</Title>
      <ProTeamGate>{(team) => <ConfigsList team={team} />}</ProTeamGate>
    </Stack>
  );
}

/** Pro `/targeting-lists/:id?` (and its aliases): one list in the package editor, or without an id the lists. */
export function TargetingListsPage() {
  const { t } = useTranslation();
  usePageTitle(t("pages.targetingLists"));
  const { id } = useParams();
  const valid = id !== undefined && /^\d{1,9}$/.test(id);
  return (
    <Stack gap="lg">
      {!valid && <Title order={1}>{t("pages.targetingLists")}</Title>}
      <ProTeamGate>
        {(team) => (valid ? <ConfigEditor id={Number(id)} teamSlug={team} /> : <ConfigsList team={team} />)}
      </ProTeamGate>
    </Stack>
  );
}
