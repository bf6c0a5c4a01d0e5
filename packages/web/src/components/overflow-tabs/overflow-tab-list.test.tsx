import "../../test/setup-dom.ts";
import { MantineProvider, Tabs } from "@mantine/core";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { i18n } from "../../i18n/setup.ts";
import { OverflowTabList } from "./overflow-tab-list.tsx";

type Resized = (entries: { contentRect: { width: number } }[]) => void;
let observers: Resized[] = [];
const RealObserver = window.ResizeObserver;

/** Tells every observed bar it is now this wide. */
function resize(width: number) {
  act(() => {
    for (const callback of observers) callback([{ contentRect: { width } }]);
  });
}

const NAMES = ["Keywords", "Handles", "Hashtags", "Locations", "Languages", "Interests", "Operators", "Audience"];

function Bar() {
  const [active, setActive] = useState<string | null>("Keywords");
  return (
    <Tabs value={active} onChange={setActive}>
      <OverflowTabList
        tabs={NAMES.map((name) => ({ value: name, label: name }))}
        active={active}
        onSelect={setActive}
      />
    </Tabs>
  );
}

const tabNames = () => screen.getAllByRole("tab").map((tab) => tab.textContent);

describe("OverflowTabList", () => {
  beforeAll(async () => {
    await i18n.changeLanguage("en");
  });
  beforeEach(() => {
    observers = [];
    window.ResizeObserver = class {
      constructor(callback: Resized) {
        observers.push(callback);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  });
  afterEach(() => {
    cleanup();
    window.ResizeObserver = RealObserver;
  });

  it("shows about one tab per 60 px and the rest under More, re-measured as the width changes", async () => {
    render(
      <MantineProvider>
        <Bar />
      </MantineProvider>,
    );
    expect(tabNames()).toEqual(NAMES);
    expect(screen.queryByRole("button", { name: /More/ })).toBeNull();

    resize(300);
    expect(tabNames()).toEqual(["Keywords", "Handles", "Hashtags", "Locations"]);
    fireEvent.click(screen.getByRole("button", { name: "More (4)" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Operators" }));
    expect(tabNames()).toEqual(["Keywords", "Handles", "Hashtags", "Operators"]);
    expect(screen.getByRole("tab", { name: "Operators" }).getAttribute("aria-selected")).toBe("true");

    resize(600);
    expect(tabNames()).toEqual(NAMES);
    expect(screen.queryByRole("button", { name: /More/ })).toBeNull();
  });
});
