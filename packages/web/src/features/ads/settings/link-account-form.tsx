import { Alert, Button, Group, NativeSelect, Stack, Text, TextInput, Title } from "@mantine/core";
import type { AdsConnection } from "@xa/core/ads/ads-connection-contract";
import { AD_ACCOUNT_PURPOSES } from "@xa/core/ads/ads-contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormErrors } from "../../../components/forms/use-form-errors.ts";
import { notify } from "../../../components/notifications-store.ts";
import { useCreateAdAccount } from "../use-ads-mutations.ts";
import { usePlatformAccountsQuery } from "../use-ads-queries.ts";

type Purpose = (typeof AD_ACCOUNT_PURPOSES)[number];
const FIELDS = ["account_id", "name"] as const;

/**
 * Link an ad account (team admins): its id on the ad platform, a name, what it is for. The server checks the id
 * (a missing one is 'No ad account id provided'); its answer shows here, beside the form. Where the team connects
 * its own platform login, the id is picked from the accounts that login may manage.
 */
export function LinkAccountForm({ team, connection }: { team: string; connection: AdsConnection }) {
  const { t } = useTranslation();
  const picking = connection.required && connection.connected;
  const platformAccounts = usePlatformAccountsQuery(team, picking);
  const [accountId, setAccountId] = useState("");
  const [name, setName] = useState("");
  const [purpose, setPurpose] = useState<Purpose>("targeting");
  const [problem, setProblem] = useState<string | null>(null);
  const form = useFormErrors(FIELDS);
  const create = useCreateAdAccount(team);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    form.clear();
    create.mutate(
      { account_id: accountId, name, purpose },
      {
        onSuccess: (account) => {
          notify(t("ads.link.linked", { name: account.name }), "success");
          setAccountId("");
          setName("");
        },
        onError: (error) => setProblem(form.fromServer(error) ?? null),
      },
    );
  };

  if (connection.required && !connection.connected) {
    return (
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t("ads.link.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("ads.link.connectFirst")}
        </Text>
      </Stack>
    );
  }
  const choices = (platformAccounts.data ?? []).map((a) => ({
    value: a.account_id,
    label: `${a.name} (${a.account_id})`,
  }));

  return (
    <form onSubmit={submit} aria-label={t("ads.link.title")} noValidate>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t("ads.link.title")}
        </Title>
        <Group align="flex-start" grow>
          {picking ? (
            <NativeSelect
              label={t("ads.link.accountId")}
              description={t("ads.link.pickHint", { name: connection.screen_name })}
              value={accountId}
              onChange={(e) => {
                const id = e.currentTarget.value;
                setAccountId(id);
                const picked = platformAccounts.data?.find((a) => a.account_id === id);
                if (picked && !name) setName(picked.name);
              }}
              error={form.errorOf("account_id") ?? (platformAccounts.isError ? t("ads.link.pickFailed") : undefined)}
              data={[{ value: "", label: t("ads.link.pick") }, ...choices]}
            />
          ) : (
            <TextInput
              label={t("ads.link.accountId")}
              description={t("ads.link.accountIdHint")}
              value={accountId}
              onChange={(e) => setAccountId(e.currentTarget.value)}
              error={form.errorOf("account_id")}
              maxLength={64}
            />
          )}
          <TextInput
            label={t("ads.link.name")}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={form.errorOf("name")}
            maxLength={200}
          />
          <NativeSelect
            label={t("ads.link.purpose")}
            value={purpose}
            onChange={(e) => setPurpose(e.currentTarget.value as Purpose)}
            data={AD_ACCOUNT_PURPOSES.map((p) => ({ value: p, label: t(`ads.accounts.purposes.${p}`) }))}
          />
        </Group>
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t("ads.link.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
