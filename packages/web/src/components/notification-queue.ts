/** Notification levels. */
export const NOTIFICATION_LEVELS = ["success", "error", "warn", "info"] as const;
export type NotificationLevel = (typeof NOTIFICATION_LEVELS)[number];

/** Default timeout of a notification; 0 keeps it until removed by hand. */
export const NOTIFICATION_DEFAULT_TIMEOUT_MS = 6000;
/** At most this many notifications are kept; the oldest go first. */
export const NOTIFICATION_MAX_KEPT = 10;

export type NotificationOptions = {
  /** Milliseconds before the notification is removed; 0 keeps it until removed by hand. */
  timeout?: number;
};

/** A queued notification; `id` is assigned on adding. */
export type Notification = {
  id: number;
  text: string;
  level: NotificationLevel;
  options: Required<NotificationOptions>;
  /** Time (ms since epoch) at which it is removed automatically; null when it stays. */
  expiresAt: number | null;
};

export type NotificationQueue = {
  items: Notification[];
  nextId: number;
  /** while paused, new notifications are dropped */
  paused: boolean;
  /** while held (the pointer rests on them), none expires; the time the hold began */
  heldAt: number | null;
};

export type NotificationAction =
  | { type: "add"; text: string; level: NotificationLevel; options?: NotificationOptions; now: number }
  | { type: "remove"; id: number }
  | { type: "expire"; now: number }
  | { type: "pause" }
  | { type: "resume" }
  | { type: "hold"; now: number }
  | { type: "release"; now: number }
  | { type: "clear" };

export const emptyNotificationQueue: NotificationQueue = { items: [], nextId: 1, paused: false, heldAt: null };

/** The notification queue as a pure reducer; the caller schedules `expire` at each `expiresAt`. */
export function notificationReducer(state: NotificationQueue, action: NotificationAction): NotificationQueue {
  switch (action.type) {
    case "add": {
      if (state.paused) return state;
      const timeout = Math.max(0, action.options?.timeout ?? NOTIFICATION_DEFAULT_TIMEOUT_MS);
      const item: Notification = {
        id: state.nextId,
        text: action.text,
        level: action.level,
        options: { timeout },
        expiresAt: timeout === 0 ? null : action.now + timeout,
      };
      const items = [...state.items, item].slice(-NOTIFICATION_MAX_KEPT);
      return { ...state, items, nextId: state.nextId + 1 };
    }
    case "remove": {
      const items = state.items.filter((n) => n.id !== action.id);
      if (items.length === state.items.length) return state;
      // The last one closed under the pointer leaves nothing to hold (no mouseleave comes until it moves).
      return { ...state, items, heldAt: items.length === 0 ? null : state.heldAt };
    }
    case "expire": {
      if (state.heldAt !== null) return state;
      const items = state.items.filter((n) => n.expiresAt === null || n.expiresAt > action.now);
      return items.length === state.items.length ? state : { ...state, items };
    }
    case "pause":
      return state.paused ? state : { ...state, paused: true };
    case "resume":
      return state.paused ? { ...state, paused: false } : state;
    case "hold":
      return state.heldAt === null ? { ...state, heldAt: action.now } : state;
    case "release": {
      if (state.heldAt === null) return state;
      // Each keeps the time it had left when the hold began.
      const held = Math.max(0, action.now - state.heldAt);
      const items = state.items.map((n) => (n.expiresAt === null ? n : { ...n, expiresAt: n.expiresAt + held }));
      return { ...state, items, heldAt: null };
    }
    case "clear":
      return state.items.length === 0 ? state : { ...state, items: [] };
  }
}
