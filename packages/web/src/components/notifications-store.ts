import { create } from "zustand";
import {
  emptyNotificationQueue,
  type NotificationAction,
  type NotificationLevel,
  type NotificationOptions,
  type NotificationQueue,
  notificationReducer,
} from "./notification-queue.ts";

type NotificationStore = NotificationQueue & { dispatch: (action: NotificationAction) => void };

let expiryTimer: ReturnType<typeof setTimeout> | undefined;

/** One timer, for the next notification to expire; none while the queue is held. */
function scheduleExpiry(state: NotificationQueue): void {
  clearTimeout(expiryTimer);
  expiryTimer = undefined;
  if (state.heldAt !== null) return;
  const next = Math.min(...state.items.map((n) => n.expiresAt ?? Number.POSITIVE_INFINITY));
  if (next === Number.POSITIVE_INFINITY) return;
  expiryTimer = setTimeout(
    () => useNotificationStore.getState().dispatch({ type: "expire", now: Date.now() }),
    Math.max(0, next - Date.now()),
  );
}

/** The app's notification queue; the rules live in the pure reducer beside it. */
export const useNotificationStore = create<NotificationStore>((set, get) => ({
  ...emptyNotificationQueue,
  dispatch: (action) => {
    set((state) => notificationReducer(state, action));
    scheduleExpiry(get());
  },
}));

/** Shows a notification; it disappears after its timeout (default 6000 ms, 0 = stays). */
export function notify(text: string, level: NotificationLevel = "info", options?: NotificationOptions): void {
  const { dispatch } = useNotificationStore.getState();
  dispatch({ type: "add", text, level, options, now: Date.now() });
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

/** Keeps every notification on screen while the pointer rests on them… */
export function holdNotifications(): void {
  useNotificationStore.getState().dispatch({ type: "hold", now: Date.now() });
}

/** …and lets each run out the time it had left once it leaves. */
export function releaseNotifications(): void {
  useNotificationStore.getState().dispatch({ type: "release", now: Date.now() });
}
