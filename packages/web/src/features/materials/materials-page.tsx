import { Button, Group, NativeSelect, Stack, Text, Title } from "@mantine/core";
import {
  MATERIAL_LANGUAGES,
  MATERIAL_TYPES,
  type Material,
  type MaterialKind,
  type MaterialLanguage,
  type MaterialType,
} from "@xa/core/materials/materials-entities";
import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { describeError } from "../../api/describe-error.ts";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { notify } from "../../components/notifications-store.ts";
import { EmptyState, ErrorState, LoadingState } from "../../components/page-states.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { useCurrentUser } from "../../session/current-user.tsx";
import { MaterialItem } from "./material-item.tsx";
import { MaterialUploadForm } from "./material-upload-form.tsx";
import { useDeleteMaterial, useMaterialsQuery } from "./use-materials.ts";

const PAGE_TITLES = { marketing: "pages.marketingMaterials", helper: "pages.helperDocuments" } as const;
const typeOf = (value: string | null) => MATERIAL_TYPES.find((type) => type === value);
const languageOf = (value: string | null) => MATERIAL_LANGUAGES.find((language) => language === value);

/**
 * The library of one kind: marketing materials (pro `/marketing-materials`) or helper documents (team
 * `/helper-documents`), filtered by type and language (kept in the link); staff add and delete files.
 */
export function MaterialsPage({ kind }: { kind: MaterialKind }) {
  const { t } = useTranslation();
  const title = t(PAGE_TITLES[kind]);
  usePageTitle(title);
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const type = typeOf(params.get("type"));
  const language = languageOf(params.get("language"));
  const filtered = type !== undefined || language !== undefined;
  const query = useMaterialsQuery({ kind, ...(type ? { type } : {}), ...(language ? { language } : {}) });
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.results) ?? [], [query.data]);
  const total = query.data?.pages[0]?.count ?? 0;
  const [deleting, setDeleting] = useState<Material | null>(null);
  const remove = useDeleteMaterial();

  const update = (next: { type?: MaterialType | undefined; language?: MaterialLanguage | undefined }) => {
    const merged = { type, language, ...next };
    const search = new URLSearchParams();
    if (merged.type) search.set("type", merged.type);
    if (merged.language) search.set("language", merged.language);
    setParams(search, { replace: true });
  };
  const confirmDelete = () => {
    if (!deleting) return;
    const gone = deleting;
    remove.mutate(gone.id, {
      onSuccess: () => notify(t("materials.deleted", { title: gone.title }), "success"),
      onError: (error) => notify(describeError(error, t), "error"),
      onSettled: () => setDeleting(null),
    });
  };

  let body: ReactNode;
  if (query.isPending) body = <LoadingState />;
  else if (query.isError) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  else if (rows.length === 0)
    body = filtered ? (
      <EmptyState title={t("materials.noMatch")} />
    ) : (
      <EmptyState title={t("materials.emptyTitle")} description={t("materials.emptyBody")} />
    );
  else
    body = (
      <Stack gap="sm">
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }} aria-label={t("materials.listLabel")}>
          {rows.map((material) => (
            <MaterialItem key={material.id} material={material} onDelete={user.is_staff ? setDeleting : undefined} />
          ))}
        </Stack>
        {query.hasNextPage && (
          <Group>
            <Button variant="default" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
              {t("materials.showMore")}
            </Button>
          </Group>
        )}
      </Stack>
    );

  const any = { value: "", label: t("materials.filters.any") };
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{t(`materials.intro.${kind}`)}</Text>
      </div>
      {user.is_staff && <MaterialUploadForm kind={kind} />}
      <Group align="flex-end" role="group" aria-label={t("materials.filters.label")}>
        <NativeSelect
          label={t("materials.filters.type")}
          value={type ?? ""}
          onChange={(e) => update({ type: typeOf(e.currentTarget.value) })}
          data={[any, ...MATERIAL_TYPES.map((value) => ({ value, label: t(`materials.types.${value}`) }))]}
        />
        <NativeSelect
          label={t("materials.filters.language")}
          value={language ?? ""}
          onChange={(e) => update({ language: languageOf(e.currentTarget.value) })}
          data={[any, ...MATERIAL_LANGUAGES.map((value) => ({ value, label: t(`materials.languages.${value}`) }))]}
        />
        {query.isSuccess && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t("materials.count", { count: total })}
          </Text>
        )}
      </Group>
      {body}
      <ConfirmDialog
        opened={deleting !== null}
        title={t("materials.deleteTitle")}
        message={t("materials.deleteMessage", { title: deleting?.title ?? "" })}
        confirmLabel={t("materials.delete")}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
