import "../../test/setup-dom.ts";
import { MantineProvider } from "@mantine/core";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n } from "../../i18n/setup.ts";
import type { DataColumn } from "./data-column.ts";
import { DataTable, type DataTableProps } from "./data-table.tsx";

type Row = { id: string; name: string; followers: number | null };

const rows: Row[] = [
  { id: "a", name: "Carol", followers: 30 },
  { id: "b", name: "alice", followers: null },
  { id: "c", name: "Bob", followers: 200 },
];
const columns: DataColumn<Row>[] = [
  { id: "name", header: "Name", value: (r) => r.name },
  { id: "followers", header: "Followers", value: (r) => r.followers, align: "right" },
  { id: "note", header: "Note", value: () => "-", sortable: false },
];

function renderTable(props: Partial<DataTableProps<Row>> = {}) {
  return render(
    <MantineProvider>
      <DataTable data={rows} columns={columns} label="People" getRowId={(r) => r.id} {...props} />
    </MantineProvider>,
  );
}

const bodyNames = () =>
  within(screen.getByRole("table", { name: "People" }))
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell").at(-3)?.textContent);

describe("DataTable", () => {
  beforeAll(async () => {
    await i18n.changeLanguage("en");
  });
  afterEach(cleanup);

  it("leaves the order to the caller that sorts, drawing the rows as given and asking for a header's click", () => {
    const onSortChange = vi.fn();
    renderTable({ sort: { id: "followers", desc: true }, onSortChange });
    const header = screen.getByRole("columnheader", { name: /Followers/ });
    expect(header.getAttribute("aria-sort")).toBe("descending");
    expect(bodyNames()).toEqual(["Carol", "alice", "Bob"]);
    fireEvent.click(within(header).getByRole("button"));
    expect(onSortChange).toHaveBeenCalledWith({ id: "followers", desc: false });
    fireEvent.click(within(screen.getByRole("columnheader", { name: /Name/ })).getByRole("button"));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: "name", desc: false });
    expect(bodyNames()).toEqual(["Carol", "alice", "Bob"]);
  });

  it("sorts ascending on the first header click and descending on the next, with aria-sort", () => {
    renderTable();
    const header = screen.getByRole("columnheader", { name: /Followers/ });
    expect(header.getAttribute("aria-sort")).toBe("none");
    expect(bodyNames()).toEqual(["Carol", "alice", "Bob"]);

    fireEvent.click(within(header).getByRole("button"));
    expect(header.getAttribute("aria-sort")).toBe("ascending");
    expect(bodyNames()).toEqual(["alice", "Carol", "Bob"]);

    fireEvent.click(within(header).getByRole("button"));
    expect(header.getAttribute("aria-sort")).toBe("descending");
    expect(bodyNames()).toEqual(["Bob", "Carol", "alice"]);

    const name = screen.getByRole("columnheader", { name: /Name/ });
    fireEvent.click(within(name).getByRole("button"));
    expect(bodyNames()).toEqual(["alice", "Bob", "Carol"]);
    expect(header.getAttribute("aria-sort")).toBe("none");
    expect(within(screen.getByRole("columnheader", { name: "Note" })).queryByRole("button")).toBeNull();
  });

  it("selects rows one by one and all at once, reporting the selected rows", () => {
    const onSelectionChange = vi.fn<(rows: Row[]) => void>();
    renderTable({ onSelectionChange, initialSorting: { id: "followers", desc: true } });
    fireEvent.click(screen.getByRole("checkbox", { name: "Select row 1" }));
    expect(onSelectionChange).toHaveBeenLastCalledWith([rows[2]]);
    expect(screen.getByText("1 row selected")).toBeTruthy();

    fireEvent.click(screen.getByRole("checkbox", { name: "Select all rows" }));
    expect(onSelectionChange.mock.lastCall?.[0]).toHaveLength(3);
    expect(screen.getByText("3 rows selected")).toBeTruthy();

    fireEvent.click(screen.getByRole("checkbox", { name: "Select all rows" }));
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
  });

  it("shows 'No results' when there are no rows", () => {
    renderTable({ data: [] });
    expect(screen.getByText("No results")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Show more results" })).toBeNull();
  });

  it("shows a page of rows and more on 'Show more results'", () => {
    renderTable({ pageSize: 2 });
    expect(bodyNames()).toHaveLength(2);
    fireEvent.click(screen.getByRole("button", { name: "Show more results" }));
    expect(bodyNames()).toHaveLength(3);
    expect(screen.queryByRole("button", { name: "Show more results" })).toBeNull();
  });

  it("asks the caller for more rows when it fetches them itself", () => {
    const onShowMore = vi.fn();
    const view = renderTable({ onShowMore });
    fireEvent.click(screen.getByRole("button", { name: "Show more results" }));
    expect(onShowMore).toHaveBeenCalledOnce();
    view.rerender(
      <MantineProvider>
        <DataTable data={rows} columns={columns} label="People" onShowMore={onShowMore} hasMore={false} />
      </MantineProvider>,
    );
    expect(screen.queryByRole("button", { name: "Show more results" })).toBeNull();
  });

  it("draws custom cells and reads in Japanese", async () => {
    await i18n.changeLanguage("ja");
    renderTable({
      data: [],
      columns: [{ id: "name", header: "名前", value: (r) => r.name, cell: (r) => <b>{r.name}</b> }],
    });
    expect(screen.getByText("結果がありません")).toBeTruthy();
    await i18n.changeLanguage("en");
  });
});
