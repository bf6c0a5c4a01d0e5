import { Card, Group, NumberInput, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { PayoutPrediction } from "@xa/core/premium/payout-contract";
import { DEFAULT_PAYOUT_RATES } from "@xa/core/premium/payout-estimate";
import type { PremiumAccount } from "@xa/core/premium/premium-contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorState, LoadingState } from "../../components/page-states.tsx";
import { useFormatters } from "../../format/use-formatters.ts";
import { usePayoutQuery } from "./posts-api.ts";

/** US dollars as the reader writes money, with cents, and more digits for amounts under a cent. */
function usd(value: number, language: string): string {
  const small = value > 0 && value < 0.01;
  return new Intl.NumberFormat(language, {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 2,
    maximumFractionDigits: small ? 4 : 2,
  }).format(value);
}

/**
 * The payout prediction below the dashboard's figures: an interval under a rate range the user may
 * change, the inputs it came from and the method, never a single verdict.
 */
export function PayoutCard({ account }: { account: PremiumAccount }) {
  const { t } = useTranslation();
  const [low, setLow] = useState<number>(DEFAULT_PAYOUT_RATES.low);
  const [high, setHigh] = useState<number>(DEFAULT_PAYOUT_RATES.high);
  const [rates] = useDebouncedValue({ rate_low: low, rate_high: high }, 400);
  const ordered = low <= high;
  // A range upside down is said at the field and never sent.
  const payout = usePayoutQuery(account.id, rates, ordered && rates.rate_low <= rates.rate_high);
  return (
    <Card withBorder component="section" aria-labelledby="payout-title">
      <Title order={2} size="h4" id="payout-title">
        {t("premium.payout.title")}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t("premium.payout.notVerdict")}
      </Text>
      <Group align="flex-start" mb="sm">
        <NumberInput
          label={t("premium.payout.rateLow")}
          value={low}
          min={0}
          max={1000}
          decimalScale={2}
          onChange={(v) => setLow(typeof v === "number" ? v : 0)}
          error={ordered ? undefined : t("premium.payout.rateOrder")}
          w={280}
        />
        <NumberInput
          label={t("premium.payout.rateHigh")}
          value={high}
          min={0}
          max={1000}
          decimalScale={2}
          onChange={(v) => setHigh(typeof v === "number" ? v : 0)}
          w={280}
        />
      </Group>
      <Text size="xs" c="dimmed" mb="sm">
        {t("premium.payout.rateAssumption")}
      </Text>
      {!ordered ? null : payout.isPending ? (
        <LoadingState />
      ) : payout.isError ? (
        <ErrorState error={payout.error} onRetry={() => void payout.refetch()} />
      ) : (
        <PayoutView p={payout.data} />
      )}
    </Card>
  );
}

function PayoutView({ p }: { p: PayoutPrediction }) {
  const { t, i18n } = useTranslation();
  const f = useFormatters();
  return (
    <Stack gap="sm">
      <div>
        <Text size="sm" c="dimmed">
          {t("premium.payout.intervalLabel", { days: p.window.days })}
        </Text>
        <Text size="xl" fw={700}>
          {t("premium.payout.interval", {
            low: usd(p.estimate.low, i18n.language),
            high: usd(p.estimate.high, i18n.language),
          })}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 2, md: 5 }}>
        {(
          [
            ["posts", p.posts],
            ["countedEngagements", p.counted_engagements],
            ["storedEngagements", p.stored_engagements],
            ["verifiedEngagements", p.verified_engagements],
            ["verifiedFollowers", p.verified_followers_in_store],
          ] as const
        ).map(([key, value]) => (
          <div key={key}>
            <Text size="xs" c="dimmed">
              {t(`premium.payout.${key}`)}
            </Text>
            <Text fw={600}>{f.number(value)}</Text>
          </div>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {p.verified_share === null
          ? t("premium.payout.noShare")
          : t("premium.payout.method", {
              start: f.date(p.window.start),
              end: f.date(p.window.end),
              low: f.number(p.verified_low),
              share: f.share(p.verified_share),
              counted: f.number(p.counted_engagements),
              high: f.number(Math.round(p.verified_high)),
            })}
      </Text>
    </Stack>
  );
}
