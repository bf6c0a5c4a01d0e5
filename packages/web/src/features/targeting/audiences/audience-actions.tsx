import { Button, Group, Menu } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { describeError } from "../../../api/describe-error.ts";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { notify } from "../../../components/notifications-store.ts";
import { useDeleteAudienceConfig, useDownloadTargetingPackage } from "../use-audience-mutations.ts";
import { ShareDialog } from "./share-dialog.tsx";

/** A saved audience's actions: open its package, download it as XLSX, share it, delete it (after a confirm). */
export function AudienceActions({
  audience,
  openPath,
}: {
  audience: { id: number; name: string; access: "member" | "shared" };
  openPath: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const download = useDownloadTargetingPackage();
  const remove = useDeleteAudienceConfig();
  const [dialog, setDialog] = useState<"delete" | "share" | null>(null);
  const member = audience.access === "member";

  return (
    <Group gap={4} wrap="nowrap">
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            size="compact-xs"
            variant="subtle"
            aria-label={t("targeting.audiences.actionsFor", { name: audience.name })}
          >
            {t("targeting.audiences.actions")}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => void navigate(openPath)}>{t("targeting.audiences.open")}</Menu.Item>
          <Menu.Item
            onClick={() =>
              download.mutate(audience.id, {
                onError: (error) => notify(describeError(error, t), "error"),
              })
            }
          >
            {t("targeting.audiences.download")}
          </Menu.Item>
          {member && <Menu.Item onClick={() => setDialog("share")}>{t("targeting.audiences.share")}</Menu.Item>}
          {member && (
            <Menu.Item color="red" onClick={() => setDialog("delete")}>
              {t("targeting.audiences.delete")}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      {dialog === "share" && <ShareDialog id={audience.id} name={audience.name} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        opened={dialog === "delete"}
        title={t("targeting.audiences.deleteTitle")}
        message={t("targeting.audiences.deleteMessage", { name: audience.name })}
        confirmLabel={t("targeting.audiences.delete")}
        loading={remove.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() =>
          remove.mutate(audience.id, {
            onSuccess: () => {
              notify(t("targeting.audiences.deleted", { name: audience.name }), "success");
              setDialog(null);
            },
            onError: (error) => {
              notify(describeError(error, t), "error");
              setDialog(null);
            },
          })
        }
      />
    </Group>
  );
}
