import "../test/setup-dom.ts";
import { MantineProvider, Menu, Popover, Select } from "@mantine/core";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DROPDOWN_MAX_WIDTH_CSS, dropdownMaxWidth } from "./dropdown-bounds.ts";
import { mantineTheme } from "./mantine-theme.ts";

describe("dropdown bounds", () => {
  afterEach(cleanup);

  it("is at most 600 px wide and 16 px from each viewport edge", () => {
    expect(dropdownMaxWidth(1440)).toBe(600);
    expect(dropdownMaxWidth(632)).toBe(600);
    expect(dropdownMaxWidth(400)).toBe(368);
    expect(DROPDOWN_MAX_WIDTH_CSS).toBe("min(600px, calc(100vw - 32px))");
  });

  it("bounds every kind of dropdown panel the app themes", () => {
    render(
      <MantineProvider theme={mantineTheme}>
        <Popover opened withinPortal={false}>
          <Popover.Target>
            <button type="button">Sections</button>
          </Popover.Target>
          <Popover.Dropdown data-testid="popover">Pick sections</Popover.Dropdown>
        </Popover>
        <Menu opened withinPortal={false}>
          <Menu.Target>
            <button type="button">Account</button>
          </Menu.Target>
          <Menu.Dropdown data-testid="menu">
            <Menu.Item>Sign out</Menu.Item>
          </Menu.Dropdown>
        </Menu>
        <Select label="Currency" data={["EUR", "USD"]} dropdownOpened comboboxProps={{ withinPortal: false }} />
      </MantineProvider>,
    );
    const listbox = screen.getByRole("listbox");
    for (const panel of [screen.getByTestId("popover"), screen.getByTestId("menu"), listbox.parentElement]) {
      const style = panel?.getAttribute("style") ?? "";
      expect(style).toContain("max-width: min(600px, calc(100vw - 32px))");
    }
  });
});
