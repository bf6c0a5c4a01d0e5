import { describe, expect, it } from "vitest";
import {
  emptyNotificationQueue,
  NOTIFICATION_DEFAULT_TIMEOUT_MS,
  type NotificationAction,
  type NotificationQueue,
  notificationReducer,
} from "./notification-queue.ts";

function run(actions: NotificationAction[], state: NotificationQueue = emptyNotificationQueue): NotificationQueue {
  return actions.reduce(notificationReducer, state);
}

const add = (text: string, now = 0, timeout?: number): NotificationAction => ({
  type: "add",
  text,
  level: "info",
  options: timeout === undefined ? undefined : { timeout },
  now,
});

describe("notification queue", () => {
  it("assigns incrementing ids", () => {
    const state = run([add("a"), add("b"), { type: "remove", id: 1 }, add("c")]);
    expect(state.items.map((n) => [n.id, n.text])).toEqual([
      [2, "b"],
      [3, "c"],
    ]);
  });

  it("removes a notification automatically after the default 6000 ms", () => {
    expect(NOTIFICATION_DEFAULT_TIMEOUT_MS).toBe(6000);
    const state = run([add("a", 1000)]);
    expect(state.items[0]?.expiresAt).toBe(7000);
    expect(run([{ type: "expire", now: 6999 }], state).items).toHaveLength(1);
    expect(run([{ type: "expire", now: 7000 }], state).items).toHaveLength(0);
  });

  it("honours a custom timeout", () => {
    const state = run([add("short", 0, 100), add("long", 0, 10_000)]);
    expect(run([{ type: "expire", now: 100 }], state).items.map((n) => n.text)).toEqual(["long"]);
  });

  it("keeps a notification with timeout 0 until removed by hand", () => {
    const state = run([add("sticky", 0, 0), { type: "expire", now: 10_000_000 }]);
    expect(state.items.map((n) => n.text)).toEqual(["sticky"]);
    expect(state.items[0]?.expiresAt).toBeNull();
    expect(run([{ type: "remove", id: 1 }], state).items).toEqual([]);
  });

  it("drops new notifications while paused, and accepts them again after resume", () => {
    const state = run([add("a"), { type: "pause" }, add("dropped"), { type: "resume" }, add("b")]);
    expect(state.items.map((n) => n.text)).toEqual(["a", "b"]);
  });

  it("keeps at most 10, dropping the oldest first", () => {
    const actions = Array.from({ length: 12 }, (_, i) => add(`n${i + 1}`));
    const state = run(actions);
    expect(state.items).toHaveLength(10);
    expect(state.items[0]?.text).toBe("n3");
    expect(state.items[9]?.text).toBe("n12");
  });

  it("returns the same state when nothing changes", () => {
    const state = run([add("a")]);
    expect(notificationReducer(state, { type: "remove", id: 99 })).toBe(state);
    expect(notificationReducer(state, { type: "expire", now: 1 })).toBe(state);
  });

  it("expires nothing while held, and each keeps the time it had left after release", () => {
    const state = run([add("a", 0, 1000), { type: "hold", now: 400 }, { type: "expire", now: 5000 }]);
    expect(state.items.map((n) => n.text)).toEqual(["a"]);
    const released = run([{ type: "release", now: 5000 }], state);
    expect(released.items[0]?.expiresAt).toBe(5600);
    expect(run([{ type: "expire", now: 5599 }], released).items).toHaveLength(1);
    expect(run([{ type: "expire", now: 5600 }], released).items).toHaveLength(0);
  });

  it("keeps new notifications while held (a hold is not a pause)", () => {
    const state = run([{ type: "hold", now: 0 }, add("b", 10)]);
    expect(state.items.map((n) => n.text)).toEqual(["b"]);
  });
});
