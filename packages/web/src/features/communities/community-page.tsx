import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import type { CommunityDetail } from "@xa/core/communities/community-entities";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { ErrorState, LoadingState } from "../../components/page-states.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { type Formatters, useFormatters } from "../../format/use-formatters.ts";
import { useCurrentTeam } from "../../session/current-team.tsx";
import { communityAnalysisLink } from "./community-links.ts";
import { useCommunityQuery } from "./use-communities.ts";

/** `/:teamId/communities/:id`: one community's figures, top members and latest posts, and its analysis. */
export function CommunityPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const query = useCommunityQuery(id);
  usePageTitle(query.data?.name ?? t("pages.communities"));
  const back = (
    <Anchor component={Link} to=".." relative="path" size="sm">
      {t("communities.back")}
    </Anchor>
  );
  if (query.isPending) return <LoadingState />;
  if (query.isError)
    return (
      <Stack gap="md">
        {back}
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </Stack>
    );
  return <CommunityView community={query.data} back={back} />;
}

function CommunityView({ community: c, back }: { community: CommunityDetail; back: React.ReactNode }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const team = useCurrentTeam();
  const figures: [string, string, string][] = [
    [
      t("communities.columns.members"),
      c.member_count === null ? "—" : f.number(c.member_count),
      t("communities.columns.membersHint"),
    ],
    [t("communities.columns.posts"), f.number(c.posts), t("communities.columns.postsHint")],
    [t("communities.columns.authors"), f.number(c.authors), t("communities.columns.authorsHint")],
    [
      t("communities.span"),
      c.first_post_at && c.last_post_at ? `${f.date(c.first_post_at)} – ${f.date(c.last_post_at)}` : "—",
      t("communities.spanHint"),
    ],
  ];
  return (
    <Stack gap="lg">
      {back}
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={1}>{c.name ?? c.id}</Title>
            {c.demo && (
              <Badge color="orange" variant="light">
                {t("demoData.badge")}
              </Badge>
            )}
          </Group>
          {c.description && <Text c="dimmed">{c.description}</Text>}
          <Group gap="xs">
            {c.access && (
              <Badge variant="light">{t(`communities.access.${c.access === "Closed" ? "Closed" : "Public"}`)}</Badge>
            )}
            {c.join_policy && (
              <Badge variant="light" color="gray">
                {c.join_policy === "Open" ? t("communities.joinOpen") : t("communities.joinRestricted")}
              </Badge>
            )}
          </Group>
        </Stack>
        <Button component={Link} to={communityAnalysisLink(team.slug, c)} disabled={c.posts === 0}>
          {t("communities.analyse")}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {figures.map(([label, value, hint]) => (
          <Card key={label} withBorder padding="sm">
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={700} size="xl">
              {value}
            </Text>
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TopMembers community={c} f={f} team={team.slug} />
        <Languages community={c} f={f} />
      </SimpleGrid>
      <RecentPosts community={c} f={f} />
    </Stack>
  );
}

function TopMembers({ community, f, team }: { community: CommunityDetail; f: Formatters; team: string }) {
  const { t } = useTranslation();
  return (
    <CommunitySection
      id="community-members"
      title={t("communities.topMembers")}
      empty={community.top_members.length === 0}
    >
      <Table striped aria-labelledby="community-members">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("communities.member")}</Table.Th>
            <Table.Th ta="right">{t("communities.memberPosts")}</Table.Th>
            <Table.Th ta="right">{t("communities.memberLikes")}</Table.Th>
            <Table.Th ta="right">{t("communities.followers")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {community.top_members.map((m) => (
            <Table.Tr key={m.id}>
              <Table.Td>
                {m.handle ? (
                  <Anchor
                    component={Link}
                    to={`/${encodeURIComponent(team)}/explore-x?type=handle&handle=${encodeURIComponent(m.handle)}`}
                  >
                    @{m.handle}
                  </Anchor>
                ) : (
                  m.id
                )}
                {m.name && (
                  <Text span size="xs" c="dimmed" ml={6}>
                    {m.name}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{f.number(m.posts)}</Table.Td>
              <Table.Td ta="right">{f.number(m.likes)}</Table.Td>
              <Table.Td ta="right">{m.followers_count === null ? "—" : f.number(m.followers_count)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </CommunitySection>
  );
}

function Languages({ community, f }: { community: CommunityDetail; f: Formatters }) {
  const { t, i18n } = useTranslation();
  const names = new Intl.DisplayNames([i18n.language], { type: "language" });
  const name = (code: string) => {
    if (code === "und") return t("communities.unknownLanguage");
    try {
      return names.of(code) ?? code;
    } catch {
      return code;
    }
  };
  return (
    <CommunitySection
      id="community-languages"
      title={t("communities.languages")}
      empty={community.languages.length === 0}
    >
      <Stack gap={4}>
        {community.languages.map((l) => (
          <Group key={l.lang} justify="space-between">
            <Text size="sm">{name(l.lang)}</Text>
            <Text size="sm" c="dimmed">
              {t("communities.postCount", { count: l.posts, formatted: f.number(l.posts) })}
              {" · "}
              {f.share(community.posts > 0 ? l.posts / community.posts : 0)}
            </Text>
          </Group>
        ))}
      </Stack>
    </CommunitySection>
  );
}

function RecentPosts({ community, f }: { community: CommunityDetail; f: Formatters }) {
  const { t } = useTranslation();
  return (
    <CommunitySection
      id="community-posts"
      title={t("communities.recentPosts")}
      empty={community.recent_posts.length === 0}
    >
      <Stack gap="sm" component="ol" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {community.recent_posts.map((p) => (
          <li key={p.id}>
            <Group gap={6}>
              <Text size="sm" fw={600}>
                {p.handle ? `@${p.handle}` : (p.author_id ?? "")}
              </Text>
              {p.created_at && (
                <Text size="xs" c="dimmed">
                  {f.date(p.created_at, true)}
                </Text>
              )}
              {p.kind !== "post" && (
                <Badge size="xs" variant="light" color="gray">
                  {t(`communities.kinds.${p.kind === "reply" ? "reply" : p.kind === "quote" ? "quote" : "repost"}`)}
                </Badge>
              )}
            </Group>
            <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
              {p.text}
            </Text>
            <Text size="xs" c="dimmed">
              {t("communities.postFigures", {
                likes: f.number(p.like_count ?? 0),
                reposts: f.number(p.repost_count ?? 0),
                replies: f.number(p.reply_count ?? 0),
              })}
            </Text>
          </li>
        ))}
      </Stack>
    </CommunitySection>
  );
}

/** A titled card of the community page, or its "no posts yet" line when it has nothing to show. */
function CommunitySection({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: boolean;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="xs">
        {title}
      </Title>
      {empty ? (
        <Text c="dimmed" size="sm">
          {t("communities.noPosts")}
        </Text>
      ) : (
        children
      )}
    </Card>
  );
}
