import { Badge, Box, Button, Group, Paper, Stack, Text } from "@mantine/core";
import type { CallToAction, CreativeMedia } from "@xa/core/campaigns/creative-entities";
import { linkDomain, postSegments } from "@xa/core/campaigns/post-text";
import { useTranslation } from "react-i18next";

export type PreviewPost = {
  text: string;
  language: "en" | "ja";
  media: CreativeMedia[];
  card: { title: string; url: string } | null;
  call_to_action: CallToAction | null;
};

const LINK_COLOR = "var(--mantine-color-blue-filled)";
// X shows a link without its scheme, cut after this many characters.
const SHOWN_LINK = 25;

const shownLink = (url: string) => {
  const bare = url.replace(/^https?:\/\//i, "");
  return bare.length > SHOWN_LINK ? `${bare.slice(0, SHOWN_LINK)}…` : bare;
};

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join("");

function PostText({ text, language }: { text: string; language: string }) {
  return (
    <Text size="sm" lang={language} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
      {postSegments(text).map((s, i) =>
        s.kind === "text" ? (
          // Segments never move: the index is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <span key={i}>{s.text}</span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <span key={i} style={{ color: LINK_COLOR }} data-kind={s.kind}>
            {s.kind === "url" ? shownLink(s.text) : s.text}
          </span>
        ),
      )}
    </Text>
  );
}

function MediaTile({ media, height }: { media: CreativeMedia; height: number }) {
  const { t } = useTranslation();
  return (
    <Box pos="relative" h={height} style={{ overflow: "hidden", background: "var(--mantine-color-gray-2)" }}>
      <img
        src={media.thumbnail_url ?? media.url}
        alt={media.name}
        style={{ width: "100%", height: "100%", objectFit: "cover", display: "block" }}
      />
      {media.kind !== "image" && (
        <Badge pos="absolute" bottom={6} left={6} color="dark" size="sm">
          {t(`campaigns.creatives.kinds.${media.kind}`)}
        </Badge>
      )}
    </Box>
  );
}

/** 1 to 4 files as X lays them out: one whole, two side by side, three with the first tall, four in a square. */
function MediaGrid({ media }: { media: CreativeMedia[] }) {
  const [first, ...rest] = media;
  if (!first) return null;
  const grid = {
    display: "grid",
    gap: 2,
    gridTemplateColumns: media.length === 1 ? "1fr" : "1fr 1fr",
    borderRadius: 12,
    overflow: "hidden",
  } as const;
  if (media.length === 3) {
    return (
      <Box style={grid} data-testid="media-grid">
        <MediaTile media={first} height={242} />
        <Stack gap={2}>
          {rest.map((m) => (
            <MediaTile key={m.id} media={m} height={120} />
          ))}
        </Stack>
      </Box>
    );
  }
  return (
    <Box style={grid} data-testid="media-grid">
      {media.map((m) => (
        <MediaTile key={m.id} media={m} height={media.length === 1 ? 260 : media.length === 2 ? 200 : 120} />
      ))}
    </Box>
  );
}

/** A website card: its image (the first file), title and domain, and the call to action under it. */
function WebsiteCard({ post, card }: { post: PreviewPost; card: { title: string; url: string } }) {
  const { t } = useTranslation();
  const image = post.media[0];
  return (
    <Paper withBorder radius="lg" style={{ overflow: "hidden" }}>
      {image && <MediaTile media={image} height={200} />}
      <Group justify="space-between" p="sm" wrap="nowrap">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed">
            {linkDomain(card.url)}
          </Text>
          <Text size="sm" fw={500} lang={post.language} truncate>
            {card.title}
          </Text>
        </Stack>
        {post.call_to_action && (
          <Button size="xs" radius="xl" variant="outline" tabIndex={-1} component="span">
            {t(`campaigns.creatives.ctas.${post.call_to_action}`)}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/** The creative as its post would appear on X, from the team's name; a card takes the first file as its image. */
export function PostPreview({ team, post }: { team: string; post: PreviewPost }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" role="figure" aria-label={t("campaigns.creatives.preview")}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        {/* A plain circle rather than Mantine's Avatar, which would split a shared chunk off the analysis page's first load. */}
        <Box
          aria-hidden
          w={38}
          h={38}
          fw={700}
          fz="sm"
          style={{
            flex: "none",
            borderRadius: "50%",
            display: "grid",
            placeItems: "center",
            color: "var(--mantine-color-blue-light-color)",
            background: "var(--mantine-color-blue-light)",
          }}
        >
          {initials(team)}
        </Box>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6}>
            <Text fw={700} size="sm">
              {team}
            </Text>
            <Text size="xs" c="dimmed">
              {t("campaigns.creatives.promoted")}
            </Text>
          </Group>
          {post.text.trim() === "" ? (
            <Text size="sm" c="dimmed">
              {t("campaigns.creatives.previewEmpty")}
            </Text>
          ) : (
            <PostText text={post.text} language={post.language} />
          )}
          {post.card ? <WebsiteCard post={post} card={post.card} /> : <MediaGrid media={post.media} />}
        </Stack>
      </Group>
    </Paper>
  );
}
