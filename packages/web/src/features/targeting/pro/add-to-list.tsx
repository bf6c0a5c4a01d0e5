import { Alert, Anchor, Button, Group, Modal, Radio, Select, Stack, Text, TextInput } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { emptyPackage, type HandleToAdd, withHandles } from "@xa/core/targeting/targeting-package";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isApiError } from "../../../api/api-error.ts";
import { describeError } from "../../../api/describe-error.ts";
import { notify } from "../../../components/notifications-store.ts";
import { createAudienceConfig, getAudienceConfig, updateAudienceConfig } from "../audiences-api.ts";
import { useAudienceConfigsQuery } from "../use-audience-queries.ts";

/** What another page gives to add accounts to a saved list: the team, and the accounts chosen. */
export type AddToListProps = { team: string; accounts: readonly HandleToAdd[] };

type Target = { kind: "existing"; id: number } | { kind: "new"; name: string };

/**
 * Adds accounts to the handles of one of the team's saved lists (a targeting package), or of a new
 * one. The list is read and saved with its version, so a change someone saved meanwhile is a 409 and
 * nothing is lost.
 */
async function addToList(team: string, target: Target, accounts: readonly HandleToAdd[]) {
  if (target.kind === "new") {
    const { package: pkg, added, skipped } = withHandles(emptyPackage(), accounts);
    const config = await createAudienceConfig({ team, name: target.name, targeting_package: pkg, countries: [] });
    return { id: config.id, name: config.name, added, skipped: skipped.length };
  }
  const config = await getAudienceConfig(target.id);
  const { package: pkg, added, skipped } = withHandles(config.targeting_package, accounts);
  if (added > 0) await updateAudienceConfig(config.id, { version: config.version, targeting_package: pkg });
  return { id: config.id, name: config.name, added, skipped: skipped.length };
}

/** "Add to list" for the chosen accounts: a dialog to pick one of the team's saved lists or name a new one. */
export function AddToListButton({ team, accounts }: AddToListProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button disabled={accounts.length === 0} onClick={() => setOpen(true)}>
        {t("targeting.addToList.button", { count: accounts.length })}
      </Button>
      {open && <AddToListDialog team={team} accounts={accounts} onClose={() => setOpen(false)} />}
    </>
  );
}

function AddToListDialog({ team, accounts, onClose }: AddToListProps & { onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const lists = useAudienceConfigsQuery(team);
  const [kind, setKind] = useState<"existing" | "new">("existing");
  const [listId, setListId] = useState<string | null>(null);
  const [name, setName] = useState("");
  const add = useMutation({
    mutationFn: (target: Target) => addToList(team, target, accounts),
    meta: { errorHandled: true },
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: ["targeting"] });
      notify(t("targeting.addToList.done", { count: result.added, name: result.name }), "success");
      if (result.skipped > 0) notify(t("targeting.addToList.skipped", { count: result.skipped }), "warn");
      onClose();
    },
  });
  const options = (lists.data?.results ?? [])
    .filter((c) => c.can_edit)
    .map((c) => ({ value: String(c.id), label: c.name }));
  const existing = kind === "existing" && options.length > 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (existing && listId) add.mutate({ kind: "existing", id: Number(listId) });
    else if (!existing && name.trim()) add.mutate({ kind: "new", name: name.trim() });
  };
  const conflict = isApiError(add.error) && add.error.status === 409;
  return (
    <Modal opened onClose={onClose} title={t("targeting.addToList.title", { count: accounts.length })} centered>
      <form onSubmit={submit}>
        <Stack>
          <Text size="sm" c="dimmed">
            {t("targeting.addToList.hint")}{" "}
            <Anchor component={Link} to="/saved-lists" size="sm">
              {t("targeting.addToList.savedLists")}
            </Anchor>
          </Text>
          {lists.isPending ? (
            <Text size="sm" role="status">
              {t("common.loading")}
            </Text>
          ) : lists.isError ? (
            <Alert color="red" role="alert">
              {describeError(lists.error, t)}
            </Alert>
          ) : (
            <Radio.Group
              label={t("targeting.addToList.where")}
              value={existing ? "existing" : "new"}
              onChange={(v) => setKind(v as "existing" | "new")}
            >
              <Stack gap="xs" mt="xs">
                <Radio value="existing" label={t("targeting.addToList.existing")} disabled={options.length === 0} />
                <Radio value="new" label={t("targeting.addToList.new")} />
              </Stack>
            </Radio.Group>
          )}
          {existing ? (
            <Select
              label={t("targeting.addToList.list")}
              data={options}
              value={listId}
              onChange={setListId}
              searchable
              required
              data-autofocus
            />
          ) : (
            <TextInput
              label={t("targeting.addToList.name")}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              maxLength={200}
              required
              data-autofocus
            />
          )}
          {add.error && (
            <Alert color="red" role="alert">
              {conflict ? t("targeting.addToList.conflict") : describeError(add.error, t)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" loading={add.isPending} disabled={existing ? !listId : !name.trim()}>
              {t("targeting.addToList.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
