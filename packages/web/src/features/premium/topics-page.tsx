import { Anchor, Badge, Card, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { PremiumAccount } from "@xa/core/premium/premium-contract";
import { type AccountTopic, TOPIC_POSTS_READ, type TopicAudience } from "@xa/core/premium/topics-contract";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { EmptyState, ErrorState, LoadingState } from "../../components/page-states.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { useFormatters } from "../../format/use-formatters.ts";
import { useTopicsQuery } from "./posts-api.ts";
import { PremiumGate } from "./premium-gate.tsx";

/** `/premium-suite/topics`: what the account and its followers post about, with the evidence. */
export function TopicsPage() {
  const { t } = useTranslation();
  usePageTitle(t("pages.topics"));
  const [params, setParams] = useSearchParams();
  const audience: TopicAudience = params.get("audience") === "followers" ? "followers" : "own";
  return (
    <Stack gap="lg">
      <Title order={1}>{t("pages.topics")}</Title>
      <PremiumGate>
        {(account) => (
          <Stack gap="md">
            <Stack gap={4}>
              <Text size="sm" fw={500} id="topics-audience">
                {t("premium.topics.audience")}
              </Text>
              <SegmentedControl
                aria-labelledby="topics-audience"
                value={audience}
                onChange={(value) => setParams(value === "own" ? {} : { audience: value }, { replace: true })}
                data={(["own", "followers"] as const).map((a) => ({
                  value: a,
                  label: t(`premium.topics.audiences.${a}`),
                }))}
              />
            </Stack>
            <Topics account={account} audience={audience} />
          </Stack>
        )}
      </PremiumGate>
    </Stack>
  );
}

/** `/premium-suite/following-topics`: what the accounts it follows post about. */
export function FollowingTopicsPage() {
  const { t } = useTranslation();
  usePageTitle(t("pages.followingTopics"));
  return (
    <Stack gap="lg">
      <Title order={1}>{t("pages.followingTopics")}</Title>
      <PremiumGate>{(account) => <Topics account={account} audience="following" />}</PremiumGate>
    </Stack>
  );
}

function Topics({ account, audience }: { account: PremiumAccount; audience: TopicAudience }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const topics = useTopicsQuery(account.id, audience);
  return (
    <Stack gap="md">
      <Text c="dimmed">{t(`premium.topics.intro.${audience}`, { handle: account.username })}</Text>
      {topics.isPending ? (
        <LoadingState />
      ) : topics.isError ? (
        <ErrorState error={topics.error} onRetry={() => void topics.refetch()} />
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t("premium.topics.method", {
              posts: f.number(topics.data.posts_read),
              authors: f.number(topics.data.authors),
            })}
            {topics.data.sampled && ` ${t("premium.topics.sampled", { limit: f.number(TOPIC_POSTS_READ) })}`}
          </Text>
          {topics.data.topics.length === 0 ? (
            <EmptyState
              title={t("premium.topics.emptyTitle")}
              description={t(`premium.topics.emptyBody.${audience}`)}
            />
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {topics.data.topics.map((topic) => (
                <TopicCard key={topic.id} topic={topic} own={audience === "own"} />
              ))}
            </SimpleGrid>
          )}
        </>
      )}
    </Stack>
  );
}

function TopicCard({ topic, own }: { topic: AccountTopic; own: boolean }) {
  const { t } = useTranslation();
  const f = useFormatters();
  return (
    <Card withBorder component="section" aria-labelledby={`topic-${topic.id}`}>
      <Title order={2} size="h4" id={`topic-${topic.id}`}>
        {topic.label}
      </Title>
      <Text size="sm">
        {t("premium.topics.posts", { count: topic.posts })} ·{" "}
        {t("premium.topics.share", { share: f.share(topic.share) })}
        {!own && ` · ${t("premium.topics.accounts", { count: topic.accounts })}`}
      </Text>
      <Text size="sm" fw={500} mt="sm">
        {t("premium.topics.terms")}
      </Text>
      <Group gap={6} mt={4}>
        {topic.terms.map((term) => (
          <Badge key={term.term} variant="light" tt="none">
            {t("premium.topics.term", { term: term.term, n: f.number(term.posts) })}
          </Badge>
        ))}
      </Group>
      <Text size="sm" fw={500} mt="sm">
        {t("premium.topics.examples")}
      </Text>
      <Stack gap="xs" mt={4}>
        {topic.examples.map((post) => (
          <Card key={post.id} withBorder padding="xs">
            <Text size="sm" lineClamp={3}>
              {post.text}
            </Text>
            <Group gap="sm">
              {!own && post.author_handle && (
                <Text size="xs" c="dimmed">
                  {t("premium.topics.by", { handle: post.author_handle })}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {t("premium.topics.example", { engagements: f.number(post.engagements) })}
              </Text>
              {own && (
                <Anchor component={Link} to={`/post/${encodeURIComponent(post.id)}`} size="xs">
                  {t("premium.topics.openPost")}
                </Anchor>
              )}
            </Group>
          </Card>
        ))}
      </Stack>
    </Card>
  );
}
