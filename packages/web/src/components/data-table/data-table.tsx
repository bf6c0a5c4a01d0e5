import { Button, Checkbox, Group, Table, Text, Tooltip, UnstyledButton } from "@mantine/core";
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  type RowSelectionState,
  type SortingState,
  type Updater,
  useReactTable,
} from "@tanstack/react-table";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { compareCells } from "./compare-cells.ts";
import type { CellValue, DataColumn } from "./data-column.ts";
import { SortIcon } from "./sort-icon.tsx";

export type DataTableProps<T> = {
  data: readonly T[];
  columns: readonly DataColumn<T>[];
  /** names the table for assistive technology */
  label: string;
  /** a stable id per row; keeps the selection right when sorting; the row index when absent */
  getRowId?: (row: T, index: number) => string;
  /** rows shown at first; 'Show more results' shows this many more. All rows when absent. */
  pageSize?: number;
  /** when the caller fetches more rows itself: called by 'Show more results' */
  onShowMore?: () => void;
  /** with onShowMore: whether more rows exist (assumed while onShowMore is given) */
  hasMore?: boolean;
  loadingMore?: boolean;
  /** adds a checkbox column (with select all) and reports the selected rows */
  onSelectionChange?: (rows: T[]) => void;
  initialSorting?: { id: string; desc: boolean };
  /**
   * With onSortChange the caller sorts (a server's order over every page): the column sorted now, and what a header
   * click asks for. The rows are then drawn in the order given.
   */
  sort?: { id: string; desc: boolean };
  onSortChange?: (sort: { id: string; desc: boolean }) => void;
  emptyLabel?: string;
  /** narrower cell padding, for a table of many short numbers in a card */
  dense?: boolean;
};

const resolve = <S,>(updater: Updater<S>, old: S): S =>
  typeof updater === "function" ? (updater as (old: S) => S)(old) : updater;

// A header stays on one line (a Japanese one would otherwise break mid-word, キーワ/ード): a table
// wider than its card scrolls sideways rather than squeezing or cutting a column.
const HEADER_STYLE = { whiteSpace: "nowrap" } as const;

/** A sortable, selectable table: header click sorts ascending then descending; 'No results' when empty. */
export function DataTable<T>({
  data,
  columns,
  label,
  getRowId,
  pageSize,
  onShowMore,
  hasMore,
  loadingMore,
  onSelectionChange,
  initialSorting,
  sort,
  onSortChange,
  emptyLabel,
  dense = false,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const [ownSorting, setSorting] = useState<SortingState>(initialSorting ? [initialSorting] : []);
  const manualSorting = onSortChange !== undefined;
  const sorting = manualSorting ? (sort ? [sort] : []) : ownSorting;
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [visible, setVisible] = useState(pageSize ?? Number.POSITIVE_INFINITY);
  const selectable = onSelectionChange !== undefined;

  const columnDefs = useMemo(
    () =>
      columns.map(
        (column): ColumnDef<T, CellValue> => ({
          id: column.id,
          accessorFn: column.value,
          header: column.header,
          enableSorting: column.sortable !== false,
          sortingFn: (a, b, id) => compareCells(a.getValue<CellValue>(id), b.getValue<CellValue>(id)),
          cell: ({ row, getValue }) => (column.cell ? column.cell(row.original) : (getValue() ?? "")),
        }),
      ),
    [columns],
  );

  const table = useReactTable<T>({
    data: data as T[],
    columns: columnDefs,
    getRowId,
    state: {
      sorting,
      rowSelection,
      pagination: { pageIndex: 0, pageSize: Number.isFinite(visible) ? visible : Math.max(data.length, 1) },
    },
    onSortingChange: (updater) => {
      const next = resolve(updater, sorting);
      if (!manualSorting) return setSorting(next);
      const [first] = next;
      if (first) onSortChange({ id: first.id, desc: first.desc });
    },
    manualSorting,
    onRowSelectionChange: (updater) => {
      const next = resolve(updater, rowSelection);
      setRowSelection(next);
      onSelectionChange?.(
        table
          .getCoreRowModel()
          .rows.filter((row) => next[row.id])
          .map((row) => row.original),
      );
    },
    enableRowSelection: selectable,
    // A click sorts ascending, the next descending, and so on; numbers too start ascending.
    sortDescFirst: false,
    enableSortingRemoval: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });

  const rows = table.getRowModel().rows;
  const moreHere = data.length > rows.length;
  const showMore = moreHere || (onShowMore !== undefined && hasMore !== false);
  const byId = new Map(columns.map((c) => [c.id, c]));
  const selectedCount = Object.values(rowSelection).filter(Boolean).length;

  return (
    <div>
      {selectable && (
        <Text size="xs" c="dimmed" aria-live="polite" mih={18} data-export-skip>
          {selectedCount > 0 ? t("table.selected", { count: selectedCount }) : null}
        </Text>
      )}
      {/* A table wider than its card scrolls: the region takes focus so keyboards can scroll it too. */}
      <Table.ScrollContainer minWidth={480} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
        <Table aria-label={label} striped highlightOnHover verticalSpacing="xs" horizontalSpacing={dense ? 6 : "xs"}>
          <Table.Thead>
            <Table.Tr>
              {selectable && (
                <Table.Th w={40}>
                  <Checkbox
                    aria-label={t("table.selectAll")}
                    checked={rows.length > 0 && table.getIsAllPageRowsSelected()}
                    indeterminate={table.getIsSomePageRowsSelected()}
                    disabled={rows.length === 0}
                    onChange={table.getToggleAllPageRowsSelectedHandler()}
                  />
                </Table.Th>
              )}
              {table.getFlatHeaders().map((header) => {
                const column = byId.get(header.column.id);
                const sorted = header.column.getIsSorted();
                const align = column?.align ?? "left";
                const title = column?.header ?? header.column.id;
                if (!header.column.getCanSort()) {
                  return (
                    <Table.Th key={header.id} ta={align} w={column?.width} style={HEADER_STYLE}>
                      {title}
                    </Table.Th>
                  );
                }
                return (
                  <Table.Th
                    key={header.id}
                    ta={align}
                    w={column?.width}
                    style={HEADER_STYLE}
                    aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : "none"}
                  >
                    <Tooltip
                      label={column?.description}
                      disabled={!column?.description}
                      multiline
                      w={280}
                      events={{ hover: true, focus: true, touch: true }}
                    >
                      <UnstyledButton
                        onClick={header.column.getToggleSortingHandler()}
                        title={column?.description ? undefined : t("table.sortHint", { column: title })}
                        aria-description={column?.description}
                        fw={600}
                        fz="sm"
                      >
                        <Group gap={4} wrap="nowrap" justify={align === "right" ? "flex-end" : "flex-start"}>
                          {title}
                          <SortIcon direction={sorted} />
                        </Group>
                      </UnstyledButton>
                    </Tooltip>
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={columns.length + (selectable ? 1 : 0)}>
                  <Text c="dimmed" ta="center" py="md">
                    {emptyLabel ?? t("table.noResults")}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {rows.map((row, index) => (
              <Table.Tr key={row.id} bg={row.getIsSelected() ? "var(--mantine-primary-color-light)" : undefined}>
                {selectable && (
                  <Table.Td>
                    <Checkbox
                      aria-label={t("table.selectRow", { n: index + 1 })}
                      checked={row.getIsSelected()}
                      onChange={row.getToggleSelectedHandler()}
                    />
                  </Table.Td>
                )}
                {row.getVisibleCells().map((cell) => (
                  <Table.Td key={cell.id} ta={byId.get(cell.column.id)?.align ?? "left"}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {showMore && (
        <Group justify="center" mt="sm" data-export-skip>
          <Button
            variant="subtle"
            size="xs"
            loading={loadingMore}
            onClick={() => (moreHere ? setVisible((n) => n + (pageSize ?? 0)) : onShowMore?.())}
          >
            {t("table.showMore")}
          </Button>
        </Group>
      )}
    </div>
  );
}
