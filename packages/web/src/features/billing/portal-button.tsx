import { Button } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { describeError } from "../../api/describe-error.ts";
import { notify } from "../../components/notifications-store.ts";
import { openPortal } from "./billing-api.ts";
import { useGoTo } from "./use-go-to.ts";

/** Off to Stripe's Billing Portal, where cards are changed; card data never passes through this app. */
export function PortalButton({ team }: { team: string }) {
  const { t } = useTranslation();
  const goTo = useGoTo();
  const portal = useMutation({
    mutationFn: () => openPortal(team),
    meta: { errorHandled: true },
    onSuccess: ({ url }) => goTo(url),
    onError: (error) => notify(t("subscriptions.portalFailed", { reason: describeError(error, t) }), "error"),
  });
  return (
    <Button variant="default" loading={portal.isPending} onClick={() => portal.mutate()}>
      {t("subscriptions.portal")}
    </Button>
  );
}
