import { Button, Group, Text, TextInput } from "@mantine/core";
import { type Team, updateTeamSchema } from "@xa/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useFormErrors } from "../../../components/forms/use-form-errors.ts";
import { notify } from "../../../components/notifications-store.ts";
import { SettingsSection } from "../../../components/settings-section.tsx";
import { useUpdateTeam } from "./use-update-team.ts";

const FIELDS = ["name"] as const;

export function TeamNameSection({ team, canEdit }: { team: Team; canEdit: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [name, setName] = useState(team.name);
  const form = useFormErrors(FIELDS);
  const mutation = useUpdateTeam(team.slug);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data = form.validate(updateTeamSchema.pick({ name: true }).required(), { name });
    if (!data) return;
    mutation.mutate(data, {
      onSuccess: (saved) => {
        notify(t("teamSettings.nameSaved"), "success");
        if (saved.slug !== team.slug) void navigate(`/${encodeURIComponent(saved.slug)}/team`, { replace: true });
      },
      onError: (error) => {
        const rest = form.fromServer(error);
        if (rest) notify(rest, "error");
      },
    });
  };

  return (
    <SettingsSection title={t("teamSettings.nameTitle")}>
      {canEdit ? (
        <form onSubmit={submit} noValidate>
          <Group align="flex-start">
            <TextInput
              label={t("teams.teamName")}
              value={name}
              onChange={(event) => {
                setName(event.currentTarget.value);
                form.clearField("name");
              }}
              error={form.errorOf("name")}
              style={{ flex: "1 1 260px" }}
            />
            <Button type="submit" loading={mutation.isPending} mt={25} disabled={name.trim() === team.name}>
              {t("common.save")}
            </Button>
          </Group>
        </form>
      ) : (
        <Text>{team.name}</Text>
      )}
    </SettingsSection>
  );
}
