import "../../../test/setup-dom.ts";
import { MantineProvider } from "@mantine/core";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { sheetColumnLabel } from "../../../format/sheet-column-label.ts";
import { i18n } from "../../../i18n/setup.ts";
import { FIXTURES } from "../../../test/section-fixtures.ts";
import { SectionSheetTable } from "./section-sheet-table.tsx";

describe("SectionSheetTable", () => {
  beforeAll(async () => {
    await i18n.changeLanguage("en");
  });
  afterEach(cleanup);

  it("draws a section's sheet with translated headers and formatted numbers", () => {
    render(
      <MantineProvider>
        <SectionSheetTable name="countries" result={FIXTURES.countries} />
      </MantineProvider>,
    );
    const table = screen.getByRole("table", { name: "Countries" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(headers).toEqual(["Code", "Name", "Count", "Share of known", "Share of all"]);
    expect(within(table).getByText("65%")).toBeTruthy();
    expect(within(table).getByText("Unknown")).toBeTruthy();
  });

  it("labels known columns and leaves data-named ones", () => {
    expect(sheetColumnLabel("followers_count", i18n.t)).toBe("Followers");
    expect(sheetColumnLabel("Posts per day", i18n.t)).toBe("Posts per day");
  });
});
