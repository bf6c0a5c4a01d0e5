import { Anchor, List, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState, ErrorState, LoadingState } from "../../components/page-states.tsx";
import { useFormatters } from "../../format/use-formatters.ts";
import { useCommunitiesQuery } from "./use-communities.ts";

/**
 * The store's communities with the most posts, each opening a conversation analysis of its posts at `explorePath`
 * (the variant's analysis page), for pages that show a few rather than the whole list.
 */
export function CommunityShortlist({ explorePath, limit = 8 }: { explorePath: string; limit?: number }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const list = useCommunitiesQuery({ order: "posts" });
  if (list.isPending) return <LoadingState />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  const communities = list.data.pages[0]?.results.slice(0, limit) ?? [];
  if (communities.length === 0)
    return <EmptyState title={t("communities.emptyTitle")} description={t("communities.emptyBody")} />;
  return (
    <List spacing={6}>
      {communities.map((c) => (
        <List.Item key={c.id}>
          <Anchor
            underline="always"
            component={Link}
            to={`${explorePath}?${new URLSearchParams({ type: "conversation", community: c.id }).toString()}`}
          >
            {c.name ?? c.id}
          </Anchor>{" "}
          <Text span size="sm" c="dimmed">
            {t("communities.postCount", { count: c.posts, formatted: f.number(c.posts) })}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
