import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { Material } from "@xa/core/materials/materials-entities";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { describeError } from "../../api/describe-error.ts";
import { notify } from "../../components/notifications-store.ts";
import { useFormatters } from "../../format/use-formatters.ts";
import { downloadMaterial } from "./materials-api.ts";

/** A file's size as people read it: KB below a megabyte, MB above. */
function readableSize(bytes: number, language: string): string {
  const mb = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(language, {
    style: "unit",
    unit: mb ? "megabyte" : "kilobyte",
    maximumFractionDigits: 1,
  }).format(mb ? bytes / (1024 * 1024) : Math.max(0.1, bytes / 1024));
}

/** One file: what it is, a preview link, the download button, and for staff the delete button. */
export function MaterialItem({ material, onDelete }: { material: Material; onDelete?: (material: Material) => void }) {
  const { t, i18n } = useTranslation();
  const f = useFormatters();
  const [downloading, setDownloading] = useState(false);
  const download = () => {
    setDownloading(true);
    downloadMaterial(material)
      .catch((error: unknown) =>
        notify(t("materials.downloadFailed", { title: material.title, reason: describeError(error, t) }), "error"),
      )
      .finally(() => setDownloading(false));
  };
  return (
    <Paper withBorder p="md" component="li" data-testid="material">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h5">
            {material.title}
          </Title>
          <Group gap={6} wrap="nowrap">
            <Badge variant="light">{t(`materials.types.${material.type}`)}</Badge>
            <Badge variant="outline" color="gray">
              {t(`materials.languages.${material.language}`)}
            </Badge>
          </Group>
        </Group>
        {material.description && <Text size="sm">{material.description}</Text>}
        <Text size="xs" c="dimmed">
          {t("materials.fileLine", {
            name: material.file_name,
            size: readableSize(material.bytes, i18n.language),
            date: f.date(material.created_at),
          })}{" "}
          · {t("materials.downloads", { count: material.download_count })}
        </Text>
        <Group gap="sm">
          <Button
            size="xs"
            onClick={download}
            loading={downloading}
            aria-label={t("materials.downloadLabel", { title: material.title })}
          >
            {t("materials.download")}
          </Button>
          <Anchor
            href={material.url}
            target="_blank"
            rel="noopener"
            size="sm"
            aria-label={t("materials.previewLabel", { title: material.title })}
          >
            {t("materials.preview")}
          </Anchor>
          {onDelete && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => onDelete(material)}
              aria-label={t("materials.deleteLabel", { title: material.title })}
            >
              {t("materials.delete")}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
