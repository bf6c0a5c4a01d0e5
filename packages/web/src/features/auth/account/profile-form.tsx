import { Button, Group, SimpleGrid, TextInput } from "@mantine/core";
import { type User, updateMeSchema } from "@xa/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormErrors } from "../../../components/forms/use-form-errors.ts";
import { notify } from "../../../components/notifications-store.ts";
import { useUpdateMe } from "./use-update-me.ts";

const FIELDS = ["first_name", "last_name", "language"] as const;

export function ProfileForm({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const [firstName, setFirstName] = useState(user.first_name);
  const [lastName, setLastName] = useState(user.last_name);
  const form = useFormErrors(FIELDS);
  const mutation = useUpdateMe();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data = form.validate(updateMeSchema, {
      first_name: firstName,
      last_name: lastName,
      language: user.language ?? i18n.language,
    });
    if (!data) return;
    mutation.mutate(data, {
      onSuccess: () => notify(t("account.saved"), "success"),
      onError: (error) => {
        const rest = form.fromServer(error);
        if (rest) notify(rest, "error");
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t("fields.first_name")}
          autoComplete="given-name"
          value={firstName}
          onChange={(event) => {
            setFirstName(event.currentTarget.value);
            form.clearField("first_name");
          }}
          error={form.errorOf("first_name")}
        />
        <TextInput
          label={t("fields.last_name")}
          autoComplete="family-name"
          value={lastName}
          onChange={(event) => {
            setLastName(event.currentTarget.value);
            form.clearField("last_name");
          }}
          error={form.errorOf("last_name")}
        />
      </SimpleGrid>
      <Group mt="md">
        <Button type="submit" loading={mutation.isPending}>
          {t("common.save")}
        </Button>
      </Group>
    </form>
  );
}
