import "../../test/setup-dom.ts";
import { act, cleanup, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useHashScroll } from "./use-hash-scroll.ts";

function Page() {
  useHashScroll();
  return (
    <>
      <h2 id="top-accounts">Top accounts</h2>
      <h2 id="countries">Countries</h2>
    </>
  );
}

describe("useHashScroll", () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("scrolls to the element the hash names 200 ms after navigating", async () => {
    vi.useFakeTimers();
    const scrolled: string[] = [];
    vi.spyOn(Element.prototype, "scrollIntoView").mockImplementation(function (this: Element) {
      scrolled.push(this.id);
    });
    const router = createMemoryRouter([{ path: "/", element: <Page /> }], { initialEntries: ["/#countries"] });
    render(<RouterProvider router={router} />);

    act(() => vi.advanceTimersByTime(199));
    expect(scrolled).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(scrolled).toEqual(["countries"]);

    await act(() => router.navigate("/#top-accounts"));
    act(() => vi.advanceTimersByTime(200));
    expect(scrolled).toEqual(["countries", "top-accounts"]);
  });

  it("does nothing without a hash or for an unknown one", async () => {
    vi.useFakeTimers();
    const spy = vi.spyOn(Element.prototype, "scrollIntoView").mockImplementation(() => {});
    const router = createMemoryRouter([{ path: "/", element: <Page /> }], { initialEntries: ["/"] });
    render(<RouterProvider router={router} />);
    await act(() => router.navigate("/#nowhere"));
    act(() => vi.advanceTimersByTime(500));
    expect(spy).not.toHaveBeenCalled();
  });
});
