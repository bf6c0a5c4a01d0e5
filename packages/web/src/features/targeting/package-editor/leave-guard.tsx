import { Button, Group, Modal, Text } from "@mantine/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useBlocker } from "react-router";

/**
 * Asks before leaving while `when` holds: a dialog for a move inside the app, the browser's own
 * prompt for a reload or a closed tab (browsers show their own words there).
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [when]);
  const blocked = blocker.state === "blocked";
  return (
    <Modal opened={blocked} onClose={() => blocker.reset?.()} title={t("targeting.draft.leaveTitle")} centered>
      <Text size="sm">{t("targeting.draft.leaveText")}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {t("targeting.draft.stay")}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t("targeting.draft.leave")}
        </Button>
      </Group>
    </Modal>
  );
}
