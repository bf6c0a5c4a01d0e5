import { Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { referralContract } from "@xa/core/premium/referral-contract";
import { useTranslation } from "react-i18next";
import { call } from "../../api/call.ts";
import { CopyButton } from "../../components/copy/copy-button.tsx";
import { ErrorState, LoadingState } from "../../components/page-states.tsx";
import { useFormatters } from "../../format/use-formatters.ts";

/** The user's referral link to share, and how many new users signed up through it. */
export function ReferralCard() {
  const { t } = useTranslation();
  const f = useFormatters();
  const queryClient = useQueryClient();
  const key = ["premium", "referral"];
  const info = useQuery({ queryKey: key, queryFn: () => call(referralContract.referral, {}) });
  const make = useMutation({
    mutationFn: () => call(referralContract.createReferral, {}),
    onSuccess: (made) => queryClient.setQueryData(key, made),
  });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="referral-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="referral-title">
          {t("premium.referral.title")}
        </Title>
        {info.isPending ? (
          <LoadingState />
        ) : info.isError ? (
          <ErrorState error={info.error} onRetry={() => void info.refetch()} />
        ) : info.data.url === null ? (
          <Group>
            <Text size="sm">{t("premium.referral.none")}</Text>
            <Button onClick={() => make.mutate()} loading={make.isPending}>
              {t("premium.referral.make")}
            </Button>
          </Group>
        ) : (
          <>
            <Group align="flex-end" wrap="nowrap">
              <TextInput label={t("premium.referral.link")} value={info.data.url} readOnly style={{ flex: 1 }} />
              <CopyButton value={info.data.url} />
            </Group>
            <Text size="sm" data-testid="referral-signups">
              {t("premium.referral.signups", { count: info.data.signups, n: f.number(info.data.signups) })}
              {info.data.last_signup_at &&
                ` · ${t("premium.referral.last", { date: f.date(info.data.last_signup_at) })}`}
            </Text>
            <Text size="xs" c="dimmed">
              {t("premium.referral.method", { days: 7 })}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
