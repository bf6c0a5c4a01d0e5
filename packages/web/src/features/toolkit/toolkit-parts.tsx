import { Alert, Anchor, Badge, Group, List, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { countryName, languageName } from "@xa/core/i18n/display-names";
import type { ToolkitOverview } from "@xa/core/social/toolkit-overview-contract";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState, ErrorState, LoadingState } from "../../components/page-states.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { useFormatters } from "../../format/use-formatters.ts";
import { useToolkitOverviewQuery } from "./toolkit-api.ts";

/**
 * A content page: its heading and intro, what it says whatever the store holds (`lead`), then what it says about
 * the store once the overview is in.
 */
export function ToolkitPage({
  title,
  intro,
  lead,
  children,
}: {
  title: string;
  intro: string;
  lead?: ReactNode;
  children: (overview: ToolkitOverview) => ReactNode;
}) {
  const { t } = useTranslation();
  usePageTitle(title);
  const overview = useToolkitOverviewQuery();
  let body: ReactNode;
  if (overview.isPending) body = <LoadingState label={t("toolkit.loading")} />;
  else if (overview.isError) body = <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />;
  else if (overview.data.accounts === 0 && overview.data.posts === 0)
    body = <EmptyState title={t("toolkit.empty.title")} description={t("toolkit.empty.body")} />;
  else body = children(overview.data);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed" maw={760}>
          {intro}
        </Text>
      </Stack>
      {lead}
      {body}
    </Stack>
  );
}

/** A link into one of the tools, drawn as the app's router link. */
export function ToolLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} underline="always">
      {children}
    </Anchor>
  );
}

/** The store's headline figures, and whether they are the generated demo world's. */
export function StoreFigures({ overview: o }: { overview: ToolkitOverview }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const figures: [string, string][] = [
    [t("toolkit.figures.accounts", { count: o.accounts }), f.number(o.accounts)],
    [t("toolkit.figures.posts", { count: o.posts }), f.number(o.posts)],
    [t("toolkit.figures.countries", { count: o.countries }), f.number(o.countries)],
    [t("toolkit.figures.languages", { count: o.languages.length }), f.number(o.languages.length)],
  ];
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t("toolkit.figures.title")}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {figures.map(([label, value]) => (
          <Paper key={label} withBorder p="md" radius="md">
            <Text fz="xl" fw={700}>
              {value}
            </Text>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {o.first_post_at && o.last_post_at && (
        <Text size="sm">
          {t("toolkit.figures.range", { from: f.date(o.first_post_at), to: f.date(o.last_post_at) })}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {t("toolkit.figures.sample", { count: o.sample_posts, n: f.number(o.sample_posts) })}
      </Text>
      {o.demo && (
        <Alert color="yellow" title={t("toolkit.demo.title")}>
          <Group gap="xs">
            <Badge color="yellow" variant="light">
              {t("toolkit.demo.badge")}
            </Badge>
            <Text size="sm">{t("toolkit.demo.body", { seed: o.demo.seed })}</Text>
          </Group>
        </Alert>
      )}
    </Stack>
  );
}

/** The most followed accounts, the most used hashtags and the languages of the latest posts, each a way in. */
export function WhoIsTalking({ overview: o }: { overview: ToolkitOverview }) {
  const { t, i18n } = useTranslation();
  const f = useFormatters();
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }}>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t("toolkit.talking.accounts")}
        </Title>
        <List spacing={4}>
          {o.top_accounts.map((a) => (
            <List.Item key={a.handle}>
              <ToolLink to={`/explore/${encodeURIComponent(a.handle)}`}>
                {a.name ? `${a.name} (@${a.handle})` : `@${a.handle}`}
              </ToolLink>{" "}
              <Text span size="sm" c="dimmed">
                {t("toolkit.talking.followers", { count: a.followers_count, n: f.number(a.followers_count) })}
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t("toolkit.talking.hashtags")}
        </Title>
        {o.hashtags.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("toolkit.talking.noHashtags")}
          </Text>
        ) : (
          <List spacing={4}>
            {o.hashtags.map((h) => (
              <List.Item key={h.tag}>
                <ToolLink to={`/topic-clusters?${new URLSearchParams({ q: `#${h.tag}` }).toString()}`}>
                  #{h.tag}
                </ToolLink>{" "}
                <Text span size="sm" c="dimmed">
                  {t("toolkit.talking.posts", { count: h.posts, n: f.number(h.posts) })}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t("toolkit.talking.languages")}
        </Title>
        <List spacing={4}>
          {o.languages.map((l) => (
            <List.Item key={l.language}>
              {languageName(l.language, i18n.language)}{" "}
              <Text span size="sm" c="dimmed">
                {t("toolkit.talking.posts", { count: l.posts, n: f.number(l.posts) })}
              </Text>
            </List.Item>
          ))}
        </List>
        <Title order={3} size="h4">
          {t("toolkit.talking.countries")}
        </Title>
        <List spacing={4}>
          {o.top_countries.map((c) => (
            <List.Item key={c.country}>
              <ToolLink to={`/xstats/${c.country.toLowerCase()}`}>{countryName(c.country, i18n.language)}</ToolLink>{" "}
              <Text span size="sm" c="dimmed">
                {t("toolkit.talking.accountsIn", { count: c.accounts, n: f.number(c.accounts) })}
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>
    </SimpleGrid>
  );
}
