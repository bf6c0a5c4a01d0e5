import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { Creative } from "@xa/core/campaigns/creative-entities";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { describeError } from "../../api/describe-error.ts";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { notify } from "../../components/notifications-store.ts";
import { EmptyState } from "../../components/page-states.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { useFormatters } from "../../format/use-formatters.ts";
import { useCurrentTeam } from "../../session/current-team.tsx";
import { CreativeForm } from "./creative-form.tsx";
import { PagedList } from "./paged-list.tsx";
import { PostPreview } from "./post-preview.tsx";
import { useCreativesQuery, useDeleteCreative } from "./use-creatives.ts";

function CreativeCard({
  creative,
  team,
  onEdit,
  onDelete,
}: {
  creative: Creative;
  team: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const f = useFormatters();
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={creative.name}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={2} size="h4" lineClamp={1}>
              {creative.name}
            </Title>
            <Text size="xs" c="dimmed">
              {t("campaigns.creatives.summary", {
                count: creative.ads,
                length: creative.text_length,
                date: f.date(creative.updated_at),
              })}
            </Text>
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              variant="default"
              onClick={onEdit}
              aria-label={t("campaigns.creatives.editOf", { name: creative.name })}
            >
              {t("campaigns.creatives.edit")}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={onDelete}
              aria-label={t("campaigns.creatives.deleteOf", { name: creative.name })}
            >
              {t("campaigns.creatives.delete")}
            </Button>
          </Group>
        </Group>
        <PostPreview
          team={team}
          post={{
            text: creative.text,
            language: creative.language,
            media: creative.media,
            card: creative.card,
            call_to_action: creative.call_to_action,
          }}
        />
        {(creative.advertiser_category || creative.content_categories.length > 0) && (
          <Text size="xs" c="dimmed">
            {[creative.advertiser_category?.label, ...creative.content_categories.map((c) => c.label)]
              .filter(Boolean)
              .join(" · ")}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** `/:teamId/creatives`: the team's creatives drawn as their posts, and the way to write, change or delete one. */
export function CreativesPage() {
  const { t } = useTranslation();
  usePageTitle(t("pages.creatives"));
  const team = useCurrentTeam();
  const query = useCreativesQuery(team.slug);
  const remove = useDeleteCreative();
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.results) ?? [], [query.data]);
  const [editing, setEditing] = useState<Creative | "new" | null>(null);
  const [deleting, setDeleting] = useState<Creative | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const create = <Button onClick={() => setEditing("new")}>{t("campaigns.creatives.create")}</Button>;

  const confirmDelete = () => {
    if (!deleting) return;
    const target = deleting;
    setRefusal(null);
    remove.mutate(target.id, {
      onSuccess: () => notify(t("campaigns.creatives.deleted", { name: target.name }), "success"),
      onError: (error) => setRefusal(describeError(error, t)),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t("pages.creatives")}</Title>
        {create}
      </Group>
      <Text size="sm" c="dimmed">
        {t("campaigns.creatives.intro")}
      </Text>
      {refusal && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setRefusal(null)}>
          {refusal}
        </Alert>
      )}
      <PagedList
        query={query}
        rows={rows.length}
        moreLabel={t("campaigns.creatives.more")}
        empty={
          <EmptyState
            title={t("campaigns.creatives.emptyTitle")}
            description={t("campaigns.creatives.emptyBody")}
            action={create}
          />
        }
      >
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
          {rows.map((c) => (
            <CreativeCard
              key={c.id}
              creative={c}
              team={team.name}
              onEdit={() => setEditing(c)}
              onDelete={() => setDeleting(c)}
            />
          ))}
        </SimpleGrid>
      </PagedList>
      {editing && <CreativeForm creative={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        opened={deleting !== null}
        title={t("campaigns.creatives.deleteTitle")}
        message={t("campaigns.creatives.deleteMessage", { name: deleting?.name ?? "" })}
        confirmLabel={t("campaigns.creatives.delete")}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
