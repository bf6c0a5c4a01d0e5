import { Alert, Button, Group, Progress, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { describeError } from "../../api/describe-error.ts";
import { uploadMediaFile } from "./media-api.ts";
import { mediaKeys } from "./use-media.ts";

/** One file on its way into the library. */
export type UploadItem = {
  key: number;
  name: string;
  share: number;
  state: "sending" | "checking" | "done" | "duplicate" | "failed";
  error?: string;
};

/** Runs each file's two-step upload at once, tracking its progress; the library is asked again as each ends. */
export function useMediaUploads(team: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const next = useRef(0);
  const update = useCallback(
    (key: number, change: Partial<UploadItem>) =>
      setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item))),
    [],
  );

  const start = useCallback(
    (files: readonly File[]) => {
      for (const file of files) {
        const key = next.current++;
        setItems((list) => [...list, { key, name: file.name, share: 0, state: "sending" }]);
        uploadMediaFile(team, file, (share) => update(key, { share, state: share >= 1 ? "checking" : "sending" }))
          .then((done) => update(key, { share: 1, state: done.duplicate ? "duplicate" : "done" }))
          .catch((error: unknown) => update(key, { state: "failed", error: describeError(error, t) }))
          .finally(() => void queryClient.invalidateQueries({ queryKey: mediaKeys.all }));
      }
    },
    [team, t, queryClient, update],
  );
  const clearFinished = () => setItems((list) => list.filter((i) => i.state === "sending" || i.state === "checking"));
  return { items, start, clearFinished };
}

/** The files being uploaded: a progress bar each, and what became of it. */
export function MediaUploads({ items, onClear }: { items: UploadItem[]; onClear: () => void }) {
  const { t, i18n } = useTranslation();
  if (items.length === 0) return null;
  const percent = new Intl.NumberFormat(i18n.language, { style: "percent" });
  return (
    <Stack gap="xs" component="section" aria-label={t("media.uploadsLabel")}>
      {items.map((item) => (
        <Stack key={item.key} gap={4}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" truncate>
              {item.name}
            </Text>
            <Text size="xs" c={item.state === "failed" ? "red.8" : "dimmed"} aria-live="polite">
              {t(`media.status.${item.state}`, { percent: percent.format(item.share) })}
            </Text>
          </Group>
          {item.state === "failed" ? (
            <Alert color="red" role="alert" py={6}>
              <Text size="sm">{item.error}</Text>
            </Alert>
          ) : (
            <Progress
              value={item.share * 100}
              aria-label={t("media.progress", { name: item.name })}
              animated={item.state === "checking"}
              color={item.state === "duplicate" ? "yellow" : undefined}
            />
          )}
        </Stack>
      ))}
      <Group>
        <Button variant="subtle" size="xs" onClick={onClear}>
          {t("media.clearUploads")}
        </Button>
      </Group>
    </Stack>
  );
}
