import { Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { ConfigEditor } from "../package-editor/config-editor.tsx";
import type { PackageEditorParts, ProPageParts } from "../targeting-parts.ts";
import { ConfigsList } from "./configs-list.tsx";

/** Pro `/saved-lists`: the team's saved targeting packages. */
export function SavedListsPage({ parts }: { parts: ProPageParts }) {
  const { TeamGate } = parts;
  const { t } = useTranslation();
  usePageTitle(t("pages.savedLists"));
  return (
    <Stack gap="lg">
      <Title order={1}>{t("pages.savedLists")}</Title>
      <TeamGate>{(team) => <ConfigsList team={team} />}</TeamGate>
    </Stack>
  );
}

/** Pro `/targeting-lists/:id?` (and its aliases): one list in the package editor, or without an id the lists. */
export function TargetingListsPage({ parts }: { parts: ProPageParts & PackageEditorParts }) {
  const { TeamGate } = parts;
  const { t } = useTranslation();
  usePageTitle(t("pages.targetingLists"));
  const { id } = useParams();
  const valid = id !== undefined && /^\d{1,9}$/.test(id);
  return (
    <Stack gap="lg">
      {!valid && <Title order={1}>{t("pages.targetingLists")}</Title>}
      <TeamGate>
        {(team) =>
          valid ? <ConfigEditor id={Number(id)} teamSlug={team} parts={parts} /> : <ConfigsList team={team} />
        }
      </TeamGate>
    </Stack>
  );
}
