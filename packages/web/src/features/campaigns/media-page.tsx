import { Alert, Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { type AdMedia, MEDIA_KINDS, type MediaKind } from "@xa/core/campaigns/media-entities";
import { MEDIA_MAX_BYTES, MEDIA_TYPE_NAMES } from "@xa/core/campaigns/media-limits";
import { type DragEvent, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { describeError } from "../../api/describe-error.ts";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { EmptyState } from "../../components/page-states.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { useCurrentTeam } from "../../session/current-team.tsx";
import { formatBytes } from "./media-format.ts";
import { MediaTile } from "./media-tile.tsx";
import { MediaUploads, useMediaUploads } from "./media-uploads.tsx";
import { PagedList } from "./paged-list.tsx";
import { useDeleteMedia, useMediaQuery } from "./use-media.ts";

const ACCEPT = [...MEDIA_TYPE_NAMES, ".png", ".jpg", ".jpeg", ".gif", ".webp", ".mp4"].join(",");

/** `/:teamId/media`: the team's media library, uploads by button or drop, and deletion. */
export function MediaPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t("pages.media"));
  const team = useCurrentTeam();
  const [kind, setKind] = useState<MediaKind | "">("");
  const query = useMediaQuery({ team: team.slug, ...(kind ? { kind } : {}) });
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.results) ?? [], [query.data]);
  const uploads = useMediaUploads(team.slug);
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [deleting, setDeleting] = useState<AdMedia | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; title: string; text?: string } | null>(null);
  const remove = useDeleteMedia();

  const limits = {
    image: formatBytes(MEDIA_MAX_BYTES.image, i18n.language),
    gif: formatBytes(MEDIA_MAX_BYTES.gif, i18n.language),
    video: formatBytes(MEDIA_MAX_BYTES.video, i18n.language),
  };
  const choose = <Button onClick={() => input.current?.click()}>{t("media.upload")}</Button>;
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    uploads.start([...event.dataTransfer.files]);
  };
  const confirmDelete = () => {
    const media = deleting;
    if (!media) return;
    remove.mutate(media.id, {
      onSuccess: () => setNotice({ ok: true, title: t("media.deleted", { name: media.name }) }),
      onError: (error) =>
        setNotice({ ok: false, title: t("media.deleteFailed", { name: media.name }), text: describeError(error, t) }),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t("pages.media")}</Title>
        {choose}
      </Group>
      <Text size="sm" c="dimmed">
        {t("media.intro")}
      </Text>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPT}
        hidden
        aria-hidden="true"
        tabIndex={-1}
        onChange={(event) => {
          uploads.start([...(event.currentTarget.files ?? [])]);
          event.currentTarget.value = "";
        }}
      />
      <Paper
        withBorder
        p="lg"
        data-testid="media-drop-zone"
        style={{
          borderStyle: "dashed",
          borderWidth: 2,
          background: dragging ? "var(--mantine-color-blue-0)" : undefined,
        }}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Stack gap={4} align="center" ta="center">
          <Text fw={600}>{t("media.dropZone")}</Text>
          <Text size="sm" c="dimmed">
            {t("media.dropHint")}
          </Text>
          <Text size="sm" c="dimmed">
            {t("media.limits", limits)}
          </Text>
        </Stack>
      </Paper>
      <MediaUploads items={uploads.items} onClear={uploads.clearFinished} />
      {notice && (
        <Alert
          color={notice.ok ? "green" : "red"}
          role={notice.ok ? "status" : "alert"}
          title={notice.title}
          withCloseButton
          onClose={() => setNotice(null)}
        >
          {notice.text}
        </Alert>
      )}
      <Group>
        <NativeSelect
          label={t("media.kindFilter")}
          value={kind}
          onChange={(e) => setKind(e.currentTarget.value as MediaKind | "")}
          data={[
            { value: "", label: t("media.allKinds") },
            ...MEDIA_KINDS.map((k) => ({ value: k, label: t(`media.kinds.${k}`) })),
          ]}
        />
      </Group>
      <PagedList
        query={query}
        rows={rows.length}
        moreLabel={t("media.showMore")}
        empty={
          kind ? (
            <EmptyState title={t("media.emptyFiltered")} />
          ) : (
            <EmptyState title={t("media.emptyTitle")} description={t("media.emptyBody")} action={choose} />
          )
        }
      >
        <SimpleGrid
          cols={{ base: 1, xs: 2, sm: 3, lg: 4 }}
          component="ul"
          aria-label={t("media.gridLabel")}
          style={{ listStyle: "none", padding: 0, margin: 0 }}
        >
          {rows.map((media) => (
            <MediaTile key={media.id} media={media} onDelete={setDeleting} />
          ))}
        </SimpleGrid>
      </PagedList>
      <ConfirmDialog
        opened={deleting !== null}
        title={t("media.confirmTitle")}
        message={t("media.confirmBody", { name: deleting?.name ?? "" })}
        confirmLabel={t("media.confirm")}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
