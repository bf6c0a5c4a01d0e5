import { ActionIcon, AspectRatio, Badge, Card, Center, Group, Stack, Text } from "@mantine/core";
import type { AdMedia } from "@xa/core/campaigns/media-entities";
import { useTranslation } from "react-i18next";
import { formatBytes, formatDuration } from "./media-format.ts";

/** What a file looks like: its thumbnail, or a tile saying it is a video and how long. */
function Preview({ media }: { media: AdMedia }) {
  const { t } = useTranslation();
  if (media.thumbnail_url) {
    return (
      <img
        src={media.thumbnail_url}
        alt={media.name}
        loading="lazy"
        style={{ width: "100%", height: "100%", objectFit: "contain" }}
      />
    );
  }
  const video = media.kind === "video" && media.duration_ms !== null;
  return (
    <Center bg="gray.1" title={video ? t("media.videoNoFrame") : undefined}>
      <Text size="sm" c="dimmed" fw={video ? 600 : 400}>
        {video ? t("media.videoTile", { duration: formatDuration(media.duration_ms ?? 0) }) : t("media.noPreview")}
      </Text>
    </Center>
  );
}

/** One file of the library: preview, name, kind, size, dimensions, how many creatives use it, and delete. */
export function MediaTile({ media, onDelete }: { media: AdMedia; onDelete: (media: AdMedia) => void }) {
  const { t, i18n } = useTranslation();
  const facts = [
    formatBytes(media.bytes, i18n.language),
    media.width && media.height ? t("media.size", { width: media.width, height: media.height }) : null,
    media.duration_ms !== null ? formatDuration(media.duration_ms) : null,
  ].filter(Boolean);
  return (
    <Card withBorder padding="sm" component="li" aria-label={media.name}>
      <Card.Section>
        <AspectRatio ratio={4 / 3}>
          <Preview media={media} />
        </AspectRatio>
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} size="sm" truncate title={media.name}>
            {media.name}
          </Text>
          <Badge variant="light" color={media.kind === "video" ? "grape" : media.kind === "gif" ? "teal" : "blue"}>
            {t(`media.kinds.${media.kind}`)}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {facts.join(" · ")}
        </Text>
        <Group justify="space-between" wrap="nowrap">
          <Text size="xs" c={media.used_by > 0 ? undefined : "dimmed"}>
            {media.used_by > 0 ? t("media.usedBy", { count: media.used_by }) : t("media.unused")}
          </Text>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t("media.deleteNamed", { name: media.name })}
            onClick={() => onDelete(media)}
          >
            <span aria-hidden="true">✕</span>
          </ActionIcon>
        </Group>
      </Stack>
    </Card>
  );
}
