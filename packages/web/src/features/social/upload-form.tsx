import { Alert, Button, Group, NativeSelect, Stack, Text, TextInput } from "@mantine/core";
import { IMPORT_FORMATS, type ImportFormat } from "@xa/core/social/detect-format";
import { CSV_FIELDS, parseCsvMap } from "@xa/core/social/map-csv";
import type { ImportJob } from "@xa/core/social/social-contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { describeError } from "../../api/describe-error.ts";
import { FileDropZone } from "./file-drop-zone.tsx";
import { useUploadImport } from "./use-upload-import.ts";

type FormatChoice = "auto" | ImportFormat;

/** The first pair of a column mapping that core's parser rejects, or null when all are fine. */
function badMappingPair(spec: string): string | null {
  const bad = spec.split(",").find((pair) => pair.trim() && parseCsvMap(pair).error);
  return bad?.trim() ?? null;
}

/** A CSV file chosen with "auto-detect" may still want a column mapping. */
function looksLikeCsv(file: File | null): boolean {
  return file !== null && /\.(csv|tsv)$/i.test(file.name);
}

/** Staff upload: a file, its format (or detection), and for CSV an optional column mapping. */
export function UploadForm({ onUploaded }: { onUploaded: (job: ImportJob) => void }) {
  const { t } = useTranslation();
  const upload = useUploadImport();
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<FormatChoice>("auto");
  const [map, setMap] = useState("");
  const [mapError, setMapError] = useState<string | null>(null);
  const [missingFile, setMissingFile] = useState(false);
  const showMap = format === "csv" || (format === "auto" && looksLikeCsv(file));
  const formatLabels: Record<FormatChoice, string> = {
    auto: t("social.upload.formatAuto"),
    "x-v2": t("social.upload.formatV2"),
    "x-v1": t("social.upload.formatV1"),
    csv: t("social.upload.formatCsv"),
    "reddit-listing": t("social.upload.formatRedditListing"),
    "reddit-ndjson": t("social.upload.formatRedditNdjson"),
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setMissingFile(true);
      return;
    }
    const bad = showMap ? badMappingPair(map) : null;
    setMapError(bad ? t("social.upload.mapInvalid", { pair: bad, fields: CSV_FIELDS.join(", ") }) : null);
    if (bad) return;
    upload.mutate(
      { file, format: format === "auto" ? null : format, map: showMap ? map : "" },
      {
        onSuccess: (job) => {
          setFile(null);
          setMap("");
          onUploaded(job);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("social.upload.title")}>
      <Stack gap="md">
        <FileDropZone
          file={file}
          disabled={upload.isPending}
          onFile={(picked) => {
            setFile(picked);
            setMissingFile(false);
            upload.reset();
          }}
        />
        {missingFile && (
          <Alert color="red" role="alert" py="xs">
            {t("social.upload.fileRequired")}
          </Alert>
        )}
        <NativeSelect
          label={t("social.upload.format")}
          value={format}
          onChange={(event) => setFormat(event.currentTarget.value as FormatChoice)}
          data={(["auto", ...IMPORT_FORMATS] as FormatChoice[]).map((value) => ({
            value,
            label: formatLabels[value],
          }))}
          maw={320}
        />
        {showMap && (
          <TextInput
            label={t("social.upload.map")}
            description={t("social.upload.mapHelp")}
            placeholder="text=tweet,author=user_name"
            value={map}
            onChange={(event) => setMap(event.currentTarget.value)}
            error={mapError}
            spellCheck={false}
          />
        )}
        {upload.isError && (
          <Alert color="red" role="alert" title={t("social.upload.failed")}>
            {describeError(upload.error, t)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={upload.isPending}>
            {t("social.upload.submit")}
          </Button>
          {upload.isPending && file && (
            <Text size="sm" c="dimmed" role="status">
              {t("social.upload.uploading", { name: file.name })}
            </Text>
          )}
        </Group>
      </Stack>
    </form>
  );
}
