import { Badge, Button, Checkbox, Group, Paper, Stack, Table, Text, Textarea, TextInput, Title } from "@mantine/core";
import { LIST_DESCRIPTION_MAX, LIST_NAME_MAX, type XListEntity } from "@xa/core/premium/lists-contract";
import type { PremiumAccount } from "@xa/core/premium/premium-contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { describeError } from "../../api/describe-error.ts";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { notify } from "../../components/notifications-store.ts";
import { EmptyState, ErrorState, LoadingState } from "../../components/page-states.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { useFormatters } from "../../format/use-formatters.ts";
import { ListMembers } from "./list-members.tsx";
import { useListChanges, useLists } from "./lists-api.ts";
import { PremiumGate } from "./premium-gate.tsx";

/** `/lists`: the connected account's own X lists, made and changed on X with its token. */
export function ListsPage() {
  const { t } = useTranslation();
  usePageTitle(t("pages.lists"));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t("pages.lists")}</Title>
        <Text c="dimmed">{t("premium.lists.intro")}</Text>
      </Stack>
      <PremiumGate needsStore={false}>{(account) => <Lists account={account} />}</PremiumGate>
    </Stack>
  );
}

function Lists({ account }: { account: PremiumAccount }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const lists = useLists(account.id);
  const changes = useListChanges(account.id);
  const [open, setOpen] = useState<string | null>(null);
  const [editing, setEditing] = useState<XListEntity | null>(null);
  const [deleting, setDeleting] = useState<XListEntity | null>(null);
  const opened = lists.data?.find((l) => l.id === open) ?? null;

  return (
    <Stack gap="md">
      <ListForm
        key={editing?.id ?? "new"}
        list={editing}
        pending={editing ? changes.update.isPending : changes.create.isPending}
        onCancel={editing ? () => setEditing(null) : undefined}
        onSubmit={(values) =>
          editing
            ? changes.update.mutateAsync({ id: editing.id, ...values }).then((l) => {
                notify(t("premium.lists.saved", { name: l.name }), "success");
                setEditing(null);
              })
            : changes.create.mutateAsync(values).then((l) => {
                notify(t("premium.lists.created", { name: l.name }), "success");
                setOpen(l.id);
              })
        }
      />
      {lists.isPending ? (
        <LoadingState />
      ) : lists.isError ? (
        <ErrorState error={lists.error} onRetry={() => void lists.refetch()} />
      ) : lists.data.length === 0 ? (
        <EmptyState title={t("premium.lists.emptyTitle")} description={t("premium.lists.emptyBody")} />
      ) : (
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("premium.lists.name")}</Table.Th>
              <Table.Th>{t("premium.lists.description")}</Table.Th>
              <Table.Th ta="right">{t("premium.lists.members")}</Table.Th>
              <Table.Th>{t("premium.lists.actions")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lists.data.map((l) => (
              <Table.Tr key={l.id} aria-selected={l.id === open}>
                <Table.Td>
                  <Group gap="xs">
                    <Button variant="subtle" size="compact-sm" onClick={() => setOpen(l.id === open ? null : l.id)}>
                      {l.name}
                    </Button>
                    {l.private && <Badge variant="light">{t("premium.lists.private")}</Badge>}
                  </Group>
                </Table.Td>
                <Table.Td>{l.description}</Table.Td>
                <Table.Td ta="right">{l.member_count === null ? "—" : f.number(l.member_count)}</Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    <Button variant="default" size="compact-sm" onClick={() => setEditing(l)}>
                      {t("premium.lists.edit", { name: l.name })}
                    </Button>
                    <Button variant="subtle" color="red" size="compact-sm" onClick={() => setDeleting(l)}>
                      {t("premium.lists.delete", { name: l.name })}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {opened && <ListMembers key={opened.id} account={account.id} list={opened} />}
      <ConfirmDialog
        opened={deleting !== null}
        title={t("premium.lists.deleteTitle", { name: deleting?.name ?? "" })}
        message={t("premium.lists.deleteBody")}
        confirmLabel={t("premium.lists.deleteConfirm")}
        loading={changes.remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          changes.remove.mutate(deleting.id, {
            onSuccess: () => {
              notify(t("premium.lists.deleted", { name: deleting.name }), "success");
              if (open === deleting.id) setOpen(null);
              setDeleting(null);
            },
            onError: (error) => {
              notify(describeError(error, t), "error");
              setDeleting(null);
            },
          });
        }}
      />
    </Stack>
  );
}

type ListValues = { name: string; description: string; private: boolean };

/** Creates a list, or edits the one given; X's limits on its name and description are the inputs'. */
function ListForm({
  list,
  pending,
  onSubmit,
  onCancel,
}: {
  list: XListEntity | null;
  pending: boolean;
  onSubmit: (values: ListValues) => Promise<void>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(list?.name ?? "");
  const [description, setDescription] = useState(list?.description ?? "");
  const [hidden, setHidden] = useState(list?.private ?? false);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!name.trim()) {
      setProblem(t("premium.lists.nameRequired"));
      return;
    }
    onSubmit({ name: name.trim(), description: description.trim(), private: hidden })
      .then(() => {
        if (!list) {
          setName("");
          setDescription("");
          setHidden(false);
        }
      })
      .catch((error: unknown) => setProblem(describeError(error, t)));
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="list-form-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="list-form-title">
            {list ? t("premium.lists.editTitle", { name: list.name }) : t("premium.lists.newTitle")}
          </Title>
          <TextInput
            label={t("premium.lists.name")}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={LIST_NAME_MAX}
            description={t("premium.lists.nameHint", { max: LIST_NAME_MAX })}
            error={problem}
            required
          />
          <Textarea
            label={t("premium.lists.description")}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            maxLength={LIST_DESCRIPTION_MAX}
            autosize
            minRows={1}
          />
          <Checkbox
            label={t("premium.lists.privateLabel")}
            checked={hidden}
            onChange={(e) => setHidden(e.currentTarget.checked)}
          />
          <Group>
            <Button type="submit" loading={pending}>
              {list ? t("premium.lists.save") : t("premium.lists.create")}
            </Button>
            {onCancel && (
              <Button variant="default" onClick={onCancel}>
                {t("common.cancel")}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
