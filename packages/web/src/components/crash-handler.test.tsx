import "../test/setup-dom.ts";
import { MantineProvider } from "@mantine/core";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { settleErrorReporter } from "../error-reporting/error-reporter.ts";
import { i18n } from "../i18n/setup.ts";
import { CrashHandler } from "./crash-handler.tsx";
import { useCrashStore } from "./crash-store.ts";
import { RouteError } from "./route-error.tsx";

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

  it("reports every crash through the one error reporter, with where it was caught", async () => {
    const reported: string[] = [];
    // Errors the tests above raised were held for a reporter: settling without one drops them.
    settleErrorReporter(null);
    settleErrorReporter({ capture: (error, source) => reported.push(`${source}: ${(error as Error).message}`) });
    render(
      <MantineProvider>
        <CrashHandler />
      </MantineProvider>,
    );
    raise("first failure");
    // Not shown again while the first is on screen, but still reported.
    raise("second failure");
    raise("ResizeObserver loop completed with undelivered notifications.");
    act(() => {
      const event = new Event("unhandledrejection") as PromiseRejectionEvent;
      Object.assign(event, { reason: new Error("lost promise") });
      window.dispatchEvent(event);
    });
    cleanup();
    const router = createMemoryRouter([
      {
        path: "/",
        loader: () => {
          throw new Error("page failed to load");
        },
        element: <p>never</p>,
        errorElement: <RouteError />,
      },
    ]);
    render(
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    expect(await screen.findByRole("button", { name: "Reload" })).toBeTruthy();
    await waitFor(() =>
      expect(reported).toEqual([
        "error: first failure",
        "error: second failure",
        "unhandledrejection: lost promise",
        "router: page failed to load",
      ]),
    );
    settleErrorReporter(null);
  });
});
