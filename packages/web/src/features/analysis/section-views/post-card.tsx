import { Anchor, Badge, Group, Paper, Stack, Text } from "@mantine/core";
import type { PostSummary } from "@xa/core";
import { useTranslation } from "react-i18next";
import { SENTIMENT_COLORS } from "../../../components/charts/chart-option.ts";
import { useFormatters } from "../../../format/use-formatters.ts";
import { AccountIdentity } from "./account-identity.tsx";
import { postLink } from "./section-data.ts";

const COUNTS = ["like_count", "repost_count", "reply_count", "quote_count", "view_count"] as const;

/** One post: author, date, text, engagement counts, sentiment and a link to it on X. */
export function PostCard({ post }: { post: PostSummary }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const link = postLink(post);
  return (
    <Paper withBorder p="sm" component="article" data-testid="post-card">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <AccountIdentity account={post.author} size="sm" />
          <Group gap={6} wrap="nowrap">
            {post.kind !== "post" && (
              <Badge size="xs" variant="outline" color="gray">
                {t(`sectionViews.posts.kinds.${post.kind}`)}
              </Badge>
            )}
            {post.sentiment && (
              <Badge size="xs" variant="dot" color={SENTIMENT_COLORS[post.sentiment]}>
                {t(`sheets.columns.${post.sentiment}`)}
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
          {post.text}
        </Text>
        {/* Counts on their own line, date and link below: side by side they wrapped into each other. */}
        <Group gap="md" style={{ rowGap: 2 }}>
          {COUNTS.map((field) =>
            post[field] === null ? null : (
              <Text key={field} size="xs" c="dimmed">
                {t(`sheets.columns.${field}`)} <b>{format.compact(post[field] ?? 0)}</b>
              </Text>
            ),
          )}
        </Group>
        <Group gap="sm">
          {post.created_at && (
            <Text size="xs" c="dimmed" component="time" dateTime={post.created_at}>
              {format.date(post.created_at, true)}
            </Text>
          )}
          {link && (
            <Anchor href={link} target="_blank" rel="noopener noreferrer" size="xs">
              {t("sectionViews.posts.openPost")}
            </Anchor>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
