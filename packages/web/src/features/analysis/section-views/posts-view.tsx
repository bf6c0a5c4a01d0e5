import { Button, Group, SegmentedControl, Stack } from "@mantine/core";
import { DEFAULT_POST_ORDER, type PostOrder, type SectionResult } from "@xa/core";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { PostCard } from "./post-card.tsx";
import { sortPosts } from "./section-data.ts";

type PostsSection = Extract<SectionResult, { kind: "posts" }>;

const PAGE = 10;

/** Post cards ordered 'Top' (likes, the default) or 'Latest', on the client; 'Show more results' pages. */
export function PostsView({ result }: { result: PostsSection }) {
  const { t } = useTranslation();
  const [order, setOrder] = useState<PostOrder>(DEFAULT_POST_ORDER);
  const [shown, setShown] = useState(PAGE);
  const posts = useMemo(() => sortPosts(result.items, order), [result.items, order]);
  return (
    <Stack gap="sm">
      <Group justify="flex-end" data-export-skip>
        <SegmentedControl
          size="xs"
          aria-label={t("sectionViews.posts.order")}
          value={order}
          onChange={(value) => setOrder(value === "recency" ? "recency" : "like_count")}
          data={[
            { value: "like_count", label: t("sectionViews.posts.top") },
            { value: "recency", label: t("sectionViews.posts.latest") },
          ]}
        />
      </Group>
      <Stack gap="xs">
        {posts.slice(0, shown).map((post) => (
          <PostCard key={post.id} post={post} />
        ))}
      </Stack>
      {posts.length > shown && (
        <Group justify="center" data-export-skip>
          <Button variant="subtle" size="xs" onClick={() => setShown((n) => n + PAGE)}>
            {t("table.showMore")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
