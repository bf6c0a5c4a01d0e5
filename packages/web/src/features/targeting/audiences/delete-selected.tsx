import { Button } from "@mantine/core";
import type { Audience } from "@xa/core/targeting/audience-contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { notify } from "../../../components/notifications-store.ts";
import { useDeleteAudienceConfig } from "../use-audience-mutations.ts";

/** Deletes the selected audiences of the caller's teams (shared ones are only read), after a confirm. */
export function DeleteSelected({ selected, onDone }: { selected: Audience[]; onDone: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteAudienceConfig();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const own = selected.filter((a) => a.access === "member");
  if (own.length === 0) return null;

  const run = async () => {
    setBusy(true);
    const results = await Promise.allSettled(own.map((a) => remove.mutateAsync(a.id)));
    const failed = results.filter((r) => r.status === "rejected").length;
    const done = own.length - failed;
    if (done > 0) notify(t("targeting.audiences.deletedSelected", { count: done }), "success");
    if (failed > 0) notify(t("targeting.audiences.deleteFailed", { count: failed }), "error");
    setBusy(false);
    setOpen(false);
    onDone();
  };

  return (
    <>
      <Button size="xs" color="red" variant="light" onClick={() => setOpen(true)}>
        {t("targeting.audiences.deleteSelected", { count: own.length })}
      </Button>
      <ConfirmDialog
        opened={open}
        title={t("targeting.audiences.deleteSelectedTitle", { count: own.length })}
        message={t("targeting.audiences.deleteSelectedMessage", { names: own.map((a) => a.name).join(", ") })}
        confirmLabel={t("targeting.audiences.delete")}
        loading={busy}
        onCancel={() => setOpen(false)}
        onConfirm={() => void run()}
      />
    </>
  );
}
