import "../../test/setup-dom.ts";
import { MantineProvider, Popover } from "@mantine/core";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GlobalPopupClose } from "./global-popup-close.tsx";
import { mayShowPopup, POPUP_RESHOW_DELAY_MS } from "./popup-guard.ts";
import { useGuardedPopup } from "./use-guarded-popup.ts";

function Sections() {
  const popup = useGuardedPopup();
  return (
    <>
      <output data-testid="opened">{String(popup.opened)}</output>
      <Popover opened={popup.opened} onChange={popup.onChange} withinPortal={false}>
        <Popover.Target>
          <button type="button" onClick={() => popup.onChange(!popup.opened)}>
            Sections
          </button>
        </Popover.Target>
        <Popover.Dropdown>Pick sections</Popover.Dropdown>
      </Popover>
    </>
  );
}

describe("popup guard", () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("holds popups shut for 300 ms after a global close", () => {
    expect(POPUP_RESHOW_DELAY_MS).toBe(300);
    expect(mayShowPopup(null, 0)).toBe(true);
    expect(mayShowPopup(1000, 1299)).toBe(false);
    expect(mayShowPopup(1000, 1300)).toBe(true);
  });

  it("closes an open popup on Escape anywhere and does not re-show it within 300 ms", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(10_000);
    render(
      <MantineProvider>
        <GlobalPopupClose />
        <Sections />
      </MantineProvider>,
    );
    const trigger = screen.getByRole("button", { name: "Sections" });
    fireEvent.click(trigger);
    expect(await screen.findByText("Pick sections")).toBeTruthy();

    act(() => {
      fireEvent.keyDown(document.body, { key: "Escape" });
    });
    await waitFor(() => expect(screen.queryByText("Pick sections")).toBeNull());

    vi.setSystemTime(10_299);
    fireEvent.click(trigger);
    expect(screen.getByTestId("opened").textContent).toBe("false");

    vi.setSystemTime(10_300);
    fireEvent.click(trigger);
    expect(await screen.findByText("Pick sections")).toBeTruthy();
  });
});
