import { Alert, Button } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { describeError } from "../../api/describe-error.ts";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { useFollowChange } from "./audience-api.ts";

type Target = { id: string; handle: string | null; you_follow: boolean };
type Asked = { action: "follow" | "unfollow"; target: Target };

const handleOf = (m: { id: string; handle: string | null }) => (m.handle ? `@${m.handle}` : m.id);

/**
 * Follow and unfollow buttons for a table's rows, each asked for in a confirm dialog; X's refusal
 * (its limits among them) is said above the table.
 */
export function useFollowConfirm(account: string): {
  button: (target: Target) => ReactNode;
  dialog: ReactNode;
  error: ReactNode;
} {
  const { t } = useTranslation();
  const change = useFollowChange(account);
  const [asked, setAsked] = useState<Asked | null>(null);
  const who = asked ? handleOf(asked.target) : "";
  return {
    button: (target) => (
      <Button
        size="xs"
        variant={target.you_follow ? "default" : "light"}
        aria-label={t(target.you_follow ? "premium.audience.unfollowWho" : "premium.audience.followWho", {
          who: handleOf(target),
        })}
        onClick={() => {
          change.reset();
          setAsked({ action: target.you_follow ? "unfollow" : "follow", target });
        }}
      >
        {target.you_follow ? t("premium.audience.unfollow") : t("premium.audience.follow")}
      </Button>
    ),
    dialog: (
      <ConfirmDialog
        opened={asked !== null}
        title={
          asked?.action === "follow"
            ? t("premium.audience.confirm.followTitle", { who })
            : t("premium.audience.confirm.unfollowTitle", { who })
        }
        message={
          asked?.action === "follow"
            ? t("premium.audience.confirm.followBody", { who })
            : t("premium.audience.confirm.unfollowBody", { who })
        }
        confirmLabel={asked?.action === "follow" ? t("premium.audience.follow") : t("premium.audience.unfollow")}
        loading={change.isPending}
        onConfirm={() => {
          if (asked)
            change.mutate({ action: asked.action, target: asked.target.id }, { onSettled: () => setAsked(null) });
        }}
        onCancel={() => setAsked(null)}
      />
    ),
    error: change.isError ? (
      <Alert color="red" role="alert" title={t("premium.audience.changeFailed")}>
        {describeError(change.error, t)}
      </Alert>
    ) : null,
  };
}
