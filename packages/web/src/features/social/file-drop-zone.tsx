import { Button, FileButton, Paper, Stack, Text } from "@mantine/core";
import { type DragEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatBytes } from "./format.ts";

/** A file picker that also takes a file dropped on it; the button keeps it usable by keyboard. */
export function FileDropZone({
  file,
  onFile,
  disabled,
}: {
  file: File | null;
  onFile: (file: File) => void;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [over, setOver] = useState(false);
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onFile(dropped);
  };
  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      data-testid="file-drop-zone"
      data-over={over || undefined}
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      style={{
        borderStyle: "dashed",
        borderWidth: 2,
        borderColor: over ? "var(--mantine-primary-color-filled)" : undefined,
        background: over ? "var(--mantine-primary-color-light)" : undefined,
      }}
    >
      <Stack align="center" gap="xs" ta="center">
        <Text size="sm" c="dimmed">
          {t("social.upload.dropHint")}
        </Text>
        <FileButton onChange={(picked) => picked && onFile(picked)} disabled={disabled}>
          {(props) => (
            <Button {...props} variant="light" disabled={disabled}>
              {file ? t("social.upload.chooseOther") : t("social.upload.choose")}
            </Button>
          )}
        </FileButton>
        <Text size="sm" aria-live="polite" data-testid="chosen-file">
          {file
            ? t("social.upload.chosen", { name: file.name, size: formatBytes(file.size, i18n.language) })
            : t("social.upload.noFile")}
        </Text>
        <Text size="xs" c="dimmed">
          {t("social.upload.formatsHint")}
        </Text>
      </Stack>
    </Paper>
  );
}
