import { Button, Group } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Team } from "@xa/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { notify } from "../../../components/notifications-store.ts";
import { SettingsSection } from "../../../components/settings-section.tsx";
import { clearRecentTeam, readRecentTeam } from "../../../session/recent-team.ts";
import { teamKeys } from "../team-query-keys.ts";
import { deleteTeam } from "../teams-api.ts";

/** Deletes the team after a confirmation, then goes to the team chooser. */
export function DeleteTeamSection({ team }: { team: Team }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const mutation = useMutation({
    mutationFn: () => deleteTeam(team.slug),
    onSuccess: async () => {
      if (readRecentTeam() === team.slug) clearRecentTeam();
      setConfirming(false);
      notify(t("teamSettings.deleted", { team: team.name }), "success");
      await navigate("/choose-team", { replace: true });
      queryClient.removeQueries({ queryKey: teamKeys.detail(team.slug) });
      await queryClient.invalidateQueries({ queryKey: teamKeys.list() });
      await queryClient.invalidateQueries({ queryKey: ["me"] });
    },
  });

  return (
    <SettingsSection title={t("teamSettings.deleteTitle")} description={t("teamSettings.deleteIntro")} danger>
      <Group>
        <Button color="red" variant="outline" onClick={() => setConfirming(true)}>
          {t("teamSettings.deleteButton")}
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={t("teamSettings.deleteConfirmTitle", { team: team.name })}
        message={t("teamSettings.deleteConfirmBody")}
        confirmLabel={t("teamSettings.deleteConfirm")}
        loading={mutation.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => mutation.mutate()}
      />
    </SettingsSection>
  );
}
