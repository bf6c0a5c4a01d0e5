import { Anchor, Badge, Checkbox, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import type { AdMedia } from "@xa/core/campaigns/media-entities";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ErrorState, LoadingState } from "../../components/page-states.tsx";
import { useTeamMediaQuery } from "./use-creatives.ts";

/**
 * Picks files of the team's media library, in the order clicked (the post shows them so); the
 * server says when a mix is not allowed.
 */
export function MediaPicker({
  team,
  value,
  onChange,
  error,
}: {
  team: string;
  value: number[];
  onChange: (ids: number[], files: AdMedia[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const media = useTeamMediaQuery(team);
  const label = (
    <Text size="sm" fw={500}>
      {t("campaigns.creatives.media")}
    </Text>
  );
  if (media.isPending) return <LoadingState />;
  if (media.isError) return <ErrorState error={media.error} onRetry={() => void media.refetch()} />;
  const files = media.data.results;
  const toggle = (id: number) => {
    const next = value.includes(id) ? value.filter((v) => v !== id) : [...value, id];
    onChange(next, files);
  };
  return (
    <Stack gap={4}>
      {label}
      <Text size="xs" c="dimmed">
        {t("campaigns.creatives.mediaHint")}
      </Text>
      {files.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("campaigns.creatives.mediaEmpty")}{" "}
          <Anchor component={Link} to={`/${encodeURIComponent(team)}/media`}>
            {t("campaigns.creatives.mediaLibrary")}
          </Anchor>
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" role="group" aria-label={t("campaigns.creatives.media")}>
          {files.map((file) => {
            const position = value.indexOf(file.id);
            return (
              <Paper key={file.id} withBorder p={4} radius="sm">
                <Stack gap={4}>
                  <img
                    src={file.thumbnail_url ?? file.url}
                    alt=""
                    style={{ width: "100%", height: 72, objectFit: "cover", display: "block" }}
                  />
                  <Group gap={4} wrap="nowrap">
                    <Checkbox
                      size="xs"
                      checked={position >= 0}
                      onChange={() => toggle(file.id)}
                      label={file.name}
                      styles={{ label: { wordBreak: "break-all" } }}
                    />
                    {position >= 0 && (
                      <Badge size="xs" circle aria-label={t("campaigns.creatives.mediaPosition", { n: position + 1 })}>
                        {position + 1}
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {t(`campaigns.creatives.kinds.${file.kind}`)}
                  </Text>
                </Stack>
              </Paper>
            );
          })}
        </SimpleGrid>
      )}
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
