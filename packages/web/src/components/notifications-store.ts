import { create } from "zustand";
import {
  emptyNotificationQueue,
  NOTIFICATION_DEFAULT_TIMEOUT_MS,
  type NotificationAction,
  type NotificationLevel,
  type NotificationOptions,
  type NotificationQueue,
  notificationReducer,
} from "./notification-queue.ts";

type NotificationStore = NotificationQueue & { dispatch: (action: NotificationAction) => void };

/** The app's notification queue; the rules live in core's reducer. */
export const useNotificationStore = create<NotificationStore>((set) => ({
  ...emptyNotificationQueue,
  dispatch: (action) => set((state) => notificationReducer(state, action)),
}));

/** Shows a notification; it disappears after its timeout (default 6000 ms, 0 = stays). */
export function notify(text: string, level: NotificationLevel = "info", options?: NotificationOptions): void {
  const { dispatch } = useNotificationStore.getState();
  dispatch({ type: "add", text, level, options, now: Date.now() });
  const timeout = options?.timeout ?? NOTIFICATION_DEFAULT_TIMEOUT_MS;
  if (timeout > 0) setTimeout(() => dispatch({ type: "expire", now: Date.now() }), timeout);
}

export function dismissNotification(id: number): void {
  useNotificationStore.getState().dispatch({ type: "remove", id });
}

export function pauseNotifications(): void {
  useNotificationStore.getState().dispatch({ type: "pause" });
}

export function resumeNotifications(): void {
  useNotificationStore.getState().dispatch({ type: "resume" });
}
