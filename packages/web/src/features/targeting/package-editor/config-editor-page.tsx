import { Anchor, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { EmptyState } from "../../../components/page-states.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { useCurrentTeam } from "../../../session/current-team.tsx";
import type { PackageEditorParts } from "../targeting-parts.ts";
import { ConfigEditor } from "./config-editor.tsx";

/** `/:teamId/audiences/:id`: one of the team's audiences in the package editor. */
export function ConfigEditorPage({ parts }: { parts: PackageEditorParts }) {
  const { t } = useTranslation();
  usePageTitle(t("pages.audiences"));
  const team = useCurrentTeam();
  const { id = "" } = useParams();
  const back = (
    <Anchor component={Link} to={`/${encodeURIComponent(team.slug)}/audiences`} size="sm">
      {t("targeting.editor.backToList")}
    </Anchor>
  );
  if (!/^\d{1,9}$/.test(id)) return <EmptyState title={t("targeting.editor.notFound")} action={back} />;
  return (
    <Stack gap="sm">
      {back}
      <ConfigEditor id={Number(id)} teamSlug={team.slug} parts={parts} />
    </Stack>
  );
}
