import { Alert, Button, Group, Stack, TextInput } from "@mantine/core";
import { createTeamSchema, type Team } from "@xa/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormErrors } from "../../components/forms/use-form-errors.ts";
import { useCreateTeam } from "./use-create-team.ts";

const FIELDS = ["name"] as const;

/** A team name and a create button; calls `onCreated` with the new team. */
export function CreateTeamForm({
  onCreated,
  submitLabel,
  autoFocus = false,
}: {
  onCreated: (team: Team) => void;
  submitLabel: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState("");
  const [problem, setProblem] = useState<string>();
  const form = useFormErrors(FIELDS);
  const mutation = useCreateTeam();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    const data = form.validate(createTeamSchema, { name });
    if (!data) return;
    mutation.mutate(data, { onSuccess: onCreated, onError: (error) => setProblem(form.fromServer(error)) });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group align="flex-start" wrap="wrap">
          <TextInput
            label={t("teams.teamName")}
            placeholder={t("teams.teamNamePlaceholder")}
            autoFocus={autoFocus}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              form.clearField("name");
            }}
            error={form.errorOf("name")}
            style={{ flex: "1 1 240px" }}
          />
          <Button type="submit" loading={mutation.isPending} mt={{ base: 0, xs: 25 }}>
            {submitLabel}
          </Button>
        </Group>
        {problem && (
          <Alert color="red" role="alert" style={{ whiteSpace: "pre-line" }}>
            {problem}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
