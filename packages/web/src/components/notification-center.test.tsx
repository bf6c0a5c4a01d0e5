import "../test/setup-dom.ts";
import { MantineProvider } from "@mantine/core";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../i18n/setup.ts";
import { NotificationCenter } from "./notification-center.tsx";
import { notify, useNotificationStore } from "./notifications-store.ts";

const shown = () => screen.queryAllByRole("status").map((n) => n.textContent);

describe("notification center", () => {
  beforeAll(async () => {
    await i18n.changeLanguage("en");
  });
  beforeEach(() => {
    vi.useFakeTimers();
    useNotificationStore.setState({ items: [], nextId: 1, paused: false, heldAt: null });
    render(
      <MantineProvider>
        <NotificationCenter />
      </MantineProvider>,
    );
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("shows at most 10, the newest", () => {
    act(() => {
      for (let i = 1; i <= 12; i++) notify(`message ${i}`);
    });
    expect(shown()).toHaveLength(10);
    expect(shown()[0]).toContain("message 3");
    expect(shown()[9]).toContain("message 12");
  });

  it("keeps them while hovered and resumes their timeouts after; timeout 0 stays", () => {
    act(() => {
      notify("saved", "info", { timeout: 1000 });
      notify("sticky", "info", { timeout: 0 });
    });
    fireEvent.mouseEnter(screen.getByText("saved").closest("[aria-live]") as Element);
    act(() => vi.advanceTimersByTime(5000));
    expect(shown().join()).toContain("saved");

    fireEvent.mouseLeave(screen.getByText("saved").closest("[aria-live]") as Element);
    act(() => vi.advanceTimersByTime(1000));
    expect(shown().join()).not.toContain("saved");
    act(() => vi.advanceTimersByTime(60_000));
    expect(shown().join()).toContain("sticky");
  });
});
