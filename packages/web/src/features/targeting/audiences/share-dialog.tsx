import { Alert, Button, Group, Modal, SegmentedControl, Stack, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { describeError } from "../../../api/describe-error.ts";
import { notify } from "../../../components/notifications-store.ts";
import { useShareAudienceConfig } from "../use-audience-mutations.ts";

/** Share an audience with a user, by e-mail or by the X account they linked; they may read it. */
export function ShareDialog({ id, name, onClose }: { id: number; name: string; onClose: () => void }) {
  const { t } = useTranslation();
  const share = useShareAudienceConfig(id);
  const [by, setBy] = useState<"email" | "handle">("email");
  const [value, setValue] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const to = by === "email" ? { email: value.trim() } : { handle: value.trim() };
    share.mutate(to, {
      onSuccess: (result) => {
        notify(t("targeting.share.done", { name, who: result.user.email }), "success");
        onClose();
      },
    });
  };
  return (
    <Modal opened onClose={onClose} title={t("targeting.share.title", { name })} centered>
      <form onSubmit={submit}>
        <Stack>
          <SegmentedControl
            value={by}
            onChange={(next) => setBy(next as "email" | "handle")}
            data={[
              { value: "email", label: t("targeting.share.byEmail") },
              { value: "handle", label: t("targeting.share.byAccount") },
            ]}
          />
          <TextInput
            label={by === "email" ? t("targeting.share.email") : t("targeting.share.handle")}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            required
            data-autofocus
          />
          {share.error && (
            <Alert color="red" role="alert">
              {describeError(share.error, t)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" loading={share.isPending}>
              {t("targeting.share.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
