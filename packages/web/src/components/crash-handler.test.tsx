import "../test/setup-dom.ts";
import { MantineProvider } from "@mantine/core";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n } from "../i18n/setup.ts";
import { CrashHandler } from "./crash-handler.tsx";
import { useCrashStore } from "./crash-store.ts";

function raise(message: string) {
  act(() => {
    window.dispatchEvent(new ErrorEvent("error", { error: new Error(message), message }));
  });
}

describe("crash handler", () => {
  beforeAll(async () => {
    await i18n.changeLanguage("en");
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    useCrashStore.setState({ current: null, ignoreUntil: 0 });
  });

  it("shows an uncaught error once, with Reload, and ignores errors for 1 s after dismissal", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    render(
      <MantineProvider>
        <CrashHandler />
      </MantineProvider>,
    );
    raise("first failure");
    expect(await screen.findByText("first failure")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();

    raise("second failure");
    expect(screen.queryByText("second failure")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    vi.advanceTimersByTime(500);
    raise("too soon");
    expect(useCrashStore.getState().current).toBeNull();

    vi.advanceTimersByTime(600);
    raise("later failure");
    expect(useCrashStore.getState().current?.message).toBe("later failure");
  });

  it("catches unhandled promise rejections and ignores ResizeObserver noise", async () => {
    render(
      <MantineProvider>
        <CrashHandler />
      </MantineProvider>,
    );
    raise("ResizeObserver loop completed with undelivered notifications.");
    expect(useCrashStore.getState().current).toBeNull();
    act(() => {
      const event = new Event("unhandledrejection") as PromiseRejectionEvent;
      Object.assign(event, { reason: new Error("lost promise") });
      window.dispatchEvent(event);
    });
    expect(await screen.findByText("lost promise")).toBeTruthy();
  });
});
