import { Notification, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { NotificationLevel } from "./notification-queue.ts";
import { dismissNotification, useNotificationStore } from "./notifications-store.ts";

const COLORS: Record<NotificationLevel, string> = { success: "teal", error: "red", warn: "yellow", info: "blue" };

/** Draws the notification queue, newest at the bottom, each with a close button. */
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
    >
      {items.map((item) => (
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
