import { Alert, Button, FileInput, Group, NativeSelect, Paper, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  MATERIAL_LANGUAGES,
  MATERIAL_MAX_BYTES,
  MATERIAL_TYPES,
  type MaterialKind,
  type MaterialLanguage,
  type MaterialType,
} from "@xa/core/materials/materials-entities";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormErrors } from "../../components/forms/use-form-errors.ts";
import { notify } from "../../components/notifications-store.ts";
import { createMaterial } from "./materials-api.ts";
import { materialKeys } from "./use-materials.ts";

const FIELDS = ["title", "type", "language", "description", "file_name"] as const;
const ACCEPT = ".pdf,.png,.jpg,.jpeg,.pptx,.docx";

/** Staff add a file to the library: described (title, type, language, description) and sent whole. */
export function MaterialUploadForm({ kind }: { kind: MaterialKind }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState("");
  const [type, setType] = useState<MaterialType>(kind === "helper" ? "guide" : "one_pager");
  const [language, setLanguage] = useState<MaterialLanguage>("en");
  const [description, setDescription] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useFormErrors(FIELDS);
  const upload = useMutation({
    mutationFn: (sent: File) =>
      createMaterial({ kind, type, language, title, description, file_name: sent.name }, sent),
    onSettled: () => queryClient.invalidateQueries({ queryKey: materialKeys.all }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    form.clear();
    if (!file) {
      setProblem(t("materials.upload.fileRequired"));
      return;
    }
    upload.mutate(file, {
      onSuccess: (added) => {
        notify(t("materials.upload.added", { title: added.title }), "success");
        setTitle("");
        setDescription("");
        setFile(null);
      },
      onError: (error) => setProblem(form.fromServer(error) ?? null),
    });
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="material-upload-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="material-upload-title">
            {t("materials.upload.label")}
          </Title>
          <Group align="flex-start" grow>
            <TextInput
              label={t("materials.upload.title")}
              value={title}
              onChange={(e) => setTitle(e.currentTarget.value)}
              error={form.errorOf("title")}
              maxLength={200}
              required
            />
            <NativeSelect
              label={t("materials.upload.type")}
              value={type}
              onChange={(e) => setType(e.currentTarget.value as MaterialType)}
              error={form.errorOf("type")}
              data={MATERIAL_TYPES.map((value) => ({ value, label: t(`materials.types.${value}`) }))}
            />
            <NativeSelect
              label={t("materials.upload.language")}
              value={language}
              onChange={(e) => setLanguage(e.currentTarget.value as MaterialLanguage)}
              error={form.errorOf("language")}
              data={MATERIAL_LANGUAGES.map((value) => ({ value, label: t(`materials.languages.${value}`) }))}
            />
          </Group>
          <Textarea
            label={t("materials.upload.description")}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            error={form.errorOf("description")}
            maxLength={2000}
            autosize
            minRows={2}
          />
          <FileInput
            label={t("materials.upload.file")}
            placeholder={t("materials.upload.filePlaceholder")}
            description={t("materials.upload.fileHelp", { max: MATERIAL_MAX_BYTES / (1024 * 1024) })}
            error={form.errorOf("file_name")}
            accept={ACCEPT}
            value={file}
            onChange={setFile}
            clearable
            required
          />
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={upload.isPending}>
              {t("materials.upload.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
