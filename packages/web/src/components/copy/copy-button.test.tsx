import "../../test/setup-dom.ts";
import { MantineProvider } from "@mantine/core";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { i18n } from "../../i18n/setup.ts";
import { NotificationCenter } from "../notification-center.tsx";
import { useNotificationStore } from "../notifications-store.ts";
import { CopyButton } from "./copy-button.tsx";

function setClipboard(clipboard: { writeText: (text: string) => Promise<void> } | undefined) {
  Object.defineProperty(navigator, "clipboard", { configurable: true, value: clipboard });
}

async function show(value: string, language: "en" | "ja" = "en") {
  await i18n.changeLanguage(language);
  render(
    <MantineProvider>
      <CopyButton value={value} />
      <NotificationCenter />
    </MantineProvider>,
  );
}

describe("CopyButton", () => {
  beforeEach(() => useNotificationStore.setState({ items: [], nextId: 1, paused: false, heldAt: null }));
  afterEach(() => {
    cleanup();
    setClipboard(undefined);
  });

  it("copies the value and says so", async () => {
    const written: string[] = [];
    setClipboard({ writeText: async (text) => void written.push(text) });
    await show("https://example.com/r/abc");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy" })));
    expect(written).toEqual(["https://example.com/r/abc"]);
    expect(screen.getByRole("button", { name: "Copied" })).toBeTruthy();
  });

  it("says nothing is selected when there is nothing to copy", async () => {
    setClipboard({ writeText: async () => {} });
    await show("");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy" })));
    expect(screen.getByRole("alert").textContent).toContain("Nothing selected to copy.");
  });

  it("asks for another browser when there is no clipboard, in Japanese too", async () => {
    setClipboard(undefined);
    await show("token", "ja");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "コピー" })));
    expect(screen.getByRole("alert").textContent).toContain("別のブラウザーをお試しください");
    await i18n.changeLanguage("en");
  });
});
