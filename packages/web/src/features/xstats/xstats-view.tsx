import { Badge, Card, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import type { CountryStats } from "@xa/core/analysis/country-stats";
import { useTranslation } from "react-i18next";
import { AccountName } from "../../components/account-name.tsx";
import { ShareBarsChart } from "../../components/charts/share-bars-chart.tsx";
import { useFormatters } from "../../format/use-formatters.ts";
import { countryName } from "./xstats-page.tsx";

type Term = CountryStats["hashtags"][number];

/** A country's figures, its top lists, its languages and local hours, and its rising topics. */
export function XstatsView({ stats: s }: { stats: CountryStats }) {
  const { t, i18n } = useTranslation();
  const f = useFormatters();
  const share = (n: number) => (s.totals.posts === 0 ? 0 : n / s.totals.posts);
  const languageName = new Intl.DisplayNames([i18n.language], { type: "language", fallback: "code" });
  const figures: [string, number][] = [
    [t("xstats.posts"), s.totals.posts],
    [t("xstats.authors"), s.totals.authors],
    [t("xstats.engagements"), s.totals.engagements],
  ];
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {t("xstats.method", {
          country: countryName(s.country, i18n.language),
          start: f.date(s.start),
          end: f.date(s.end),
        })}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {figures.map(([label, n]) => (
          <Card key={label} withBorder>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text fz={28} fw={700}>
              {f.number(n)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TermsCard title={t("xstats.hashtags")} terms={s.hashtags} prefix="#" />
        <TermsCard title={t("xstats.keywords")} terms={s.keywords} method={t("xstats.keywordsMethod")} />
      </SimpleGrid>
      <Card withBorder>
        <Title order={2} size="h4" mb="xs">
          {t("xstats.accounts")}
        </Title>
        <Text size="xs" c="dimmed" mb="xs">
          {t("xstats.accountsMethod")}
        </Text>
        <Table.ScrollContainer minWidth={420}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("xstats.account")}</Table.Th>
                <Table.Th ta="right">{t("xstats.followers")}</Table.Th>
                <Table.Th ta="right">{t("xstats.posts")}</Table.Th>
                <Table.Th ta="right">{t("xstats.engagements")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {s.accounts.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>
                    <AccountName account={a} />
                  </Table.Td>
                  <Table.Td ta="right">{a.followers_count === null ? "—" : f.number(a.followers_count)}</Table.Td>
                  <Table.Td ta="right">{f.number(a.posts)}</Table.Td>
                  <Table.Td ta="right">{f.number(a.engagements)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder>
          <Title order={2} size="h4" mb="xs">
            {t("xstats.languages")}
          </Title>
          <ShareBarsChart
            label={t("xstats.languages")}
            items={s.languages.map((l) => ({
              label: l.language === "und" ? t("xstats.unknownLanguage") : (languageName.of(l.language) ?? l.language),
              share: share(l.posts),
            }))}
            formatShare={f.share}
          />
        </Card>
        <Card withBorder>
          <Title order={2} size="h4" mb={4}>
            {t("xstats.hours")}
          </Title>
          <Text size="xs" c="dimmed" mb="xs">
            {t("xstats.hoursMethod", { zone: s.time_zone })}
          </Text>
          <ShareBarsChart
            label={t("xstats.hours")}
            items={s.hours.map((n, hour) => ({ label: `${String(hour).padStart(2, "0")}:00`, share: share(n) }))}
            formatShare={f.share}
          />
        </Card>
      </SimpleGrid>
      <Card withBorder>
        <Title order={2} size="h4" mb={4}>
          {t("xstats.trending")}
        </Title>
        <Text size="xs" c="dimmed" mb="xs">
          {t("xstats.trendingMethod")}
        </Text>
        {s.trending.length === 0 ? (
          <Text size="sm">{t("xstats.noTrending")}</Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("xstats.topic")}</Table.Th>
                <Table.Th ta="right">{t("xstats.lastDay")}</Table.Th>
                <Table.Th ta="right">{t("xstats.change")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {s.trending.map((topic) => (
                <Table.Tr key={`${topic.kind}:${topic.topic}`}>
                  <Table.Td>
                    {topic.kind === "hashtag" ? `#${topic.topic}` : topic.topic}{" "}
                    <Badge size="xs" variant="light" color="gray">
                      {t(`xstats.kind.${topic.kind}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">{f.number(topic.count)}</Table.Td>
                  <Table.Td ta="right">+{f.share(topic.growth)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
    </Stack>
  );
}

function TermsCard({
  title,
  terms,
  prefix = "",
  method,
}: {
  title: string;
  terms: readonly Term[];
  prefix?: string;
  method?: string;
}) {
  const { t } = useTranslation();
  const f = useFormatters();
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      {method && (
        <Text size="xs" c="dimmed" mb="xs">
          {method}
        </Text>
      )}
      {terms.length === 0 ? (
        <Text size="sm">{t("xstats.none")}</Text>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("xstats.term")}</Table.Th>
              <Table.Th ta="right">{t("xstats.posts")}</Table.Th>
              <Table.Th ta="right">{t("xstats.authors")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {terms.map((term) => (
              <Table.Tr key={term.term}>
                <Table.Td>
                  {prefix}
                  {term.term}
                </Table.Td>
                <Table.Td ta="right">{f.number(term.posts)}</Table.Td>
                <Table.Td ta="right">{f.number(term.authors)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
