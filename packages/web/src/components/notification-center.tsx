import { Notification, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { NOTIFICATION_MAX_KEPT, type NotificationLevel } from "./notification-queue.ts";
import {
  dismissNotification,
  holdNotifications,
  releaseNotifications,
  useNotificationStore,
} from "./notifications-store.ts";

const COLORS: Record<NotificationLevel, string> = { success: "teal", error: "red", warn: "yellow", info: "blue" };

/** Draws the notification queue (at most 10), newest at the bottom, each with a close button; none expires while hovered. */
export function NotificationCenter() {
  const { t } = useTranslation();
  const items = useNotificationStore((state) => state.items);
  return (
    <Stack
      gap="xs"
      pos="fixed"
      bottom={16}
      right={16}
      w="min(420px, calc(100vw - 32px))"
      style={{ zIndex: 2500 }}
      aria-live="polite"
      onMouseEnter={holdNotifications}
      onMouseLeave={releaseNotifications}
    >
      {items.slice(-NOTIFICATION_MAX_KEPT).map((item) => (
        <Notification
          key={item.id}
          color={COLORS[item.level]}
          role={item.level === "error" ? "alert" : "status"}
          withBorder
          onClose={() => dismissNotification(item.id)}
          closeButtonProps={{ "aria-label": t("common.close") }}
          style={{ whiteSpace: "pre-line" }}
        >
          {item.text}
        </Notification>
      ))}
    </Stack>
  );
}
