import { Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePageTitle } from "../../components/use-page-title.ts";
import { useMeQuery } from "../../session/use-me-query.ts";
import { ActivityTable } from "./activity-table.tsx";
import { useOwnActivityQuery, useStaffActivityQuery } from "./use-activity.ts";

/** The signed-in user's own activity; staff also look a user's up by e-mail. */
export function ActivityPage() {
  const { t } = useTranslation();
  usePageTitle(t("activity.title"));
  const me = useMeQuery();
  const own = useOwnActivityQuery();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t("activity.title")}</Title>
        <Text c="dimmed">{t("activity.intro")}</Text>
      </Stack>
      <ActivityTable query={own} />
      {me.data?.is_staff && <StaffActivity />}
    </Stack>
  );
}

function StaffActivity() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState("");
  const [email, setEmail] = useState("");
  const query = useStaffActivityQuery(email);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setEmail(draft.trim().toLowerCase());
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="staff-activity-title">
      <Stack gap="sm">
        <Title order={2} id="staff-activity-title" size="h3">
          {t("activity.staff.title")}
        </Title>
        <form onSubmit={submit}>
          <Group align="flex-end" gap="sm">
            <TextInput
              type="email"
              label={t("activity.staff.email")}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              required
              style={{ flex: 1 }}
            />
            <Button type="submit">{t("activity.staff.show")}</Button>
          </Group>
        </form>
        {email !== "" && <ActivityTable query={query} />}
      </Stack>
    </Paper>
  );
}
