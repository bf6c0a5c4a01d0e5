import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  holdNotifications,
  notify,
  pauseNotifications,
  releaseNotifications,
  resumeNotifications,
  useNotificationStore,
} from "./notifications-store.ts";

const texts = () => useNotificationStore.getState().items.map((n) => n.text);

describe("notify", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useNotificationStore.setState({ items: [], nextId: 1, paused: false, heldAt: null });
  });
  afterEach(() => vi.useRealTimers());

  it("removes a notification after 6000 ms by default, and keeps timeout 0", () => {
    notify("saved", "success");
    notify("sticky", "error", { timeout: 0 });
    vi.advanceTimersByTime(5999);
    expect(texts()).toEqual(["saved", "sticky"]);
    vi.advanceTimersByTime(1);
    expect(texts()).toEqual(["sticky"]);
  });

  it("drops notifications while paused", () => {
    pauseNotifications();
    notify("dropped");
    resumeNotifications();
    notify("kept");
    expect(texts()).toEqual(["kept"]);
  });

  it("keeps notifications while held and lets them run out the rest of their time after", () => {
    notify("saved", "success", { timeout: 1000 });
    vi.advanceTimersByTime(400);
    holdNotifications();
    vi.advanceTimersByTime(10_000);
    expect(texts()).toEqual(["saved"]);
    releaseNotifications();
    vi.advanceTimersByTime(599);
    expect(texts()).toEqual(["saved"]);
    vi.advanceTimersByTime(1);
    expect(texts()).toEqual([]);
  });
});
