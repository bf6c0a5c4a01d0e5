import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MembershipLevel } from "@xa/core";
import { useTranslation } from "react-i18next";
import { notify } from "../../../components/notifications-store.ts";
import { teamKeys } from "../team-query-keys.ts";
import { removeMember, updateMember } from "../teams-api.ts";

/** Admin actions on members; errors become notifications (the query client's default). */
export function useMemberMutations(slug: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: teamKeys.members(slug) });
    await queryClient.invalidateQueries({ queryKey: teamKeys.detail(slug), exact: true });
  };
  const changeLevel = useMutation({
    mutationFn: ({ id, level }: { id: number; level: MembershipLevel }) => updateMember(slug, id, { level }),
    onSuccess: () => notify(t("teamSettings.levelSaved"), "success"),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => removeMember(slug, id),
    onSuccess: () => notify(t("teamSettings.memberRemoved"), "success"),
    onSettled: refresh,
  });
  return { changeLevel, remove };
}
