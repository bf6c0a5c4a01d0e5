import { Box } from "@mantine/core";
import { type ComponentType, lazy, Suspense, useState } from "react";
import type { DataTableProps } from "./data-table.tsx";

type DataTableComponent = typeof import("./data-table.tsx").DataTable;

// The table library is a chunk of its own, fetched as soon as a page with tables opens: the page draws without
// waiting for it, and it is here by the time the first card's data arrives.
let loaded: DataTableComponent | undefined;
const loading = import("./data-table.tsx").then((module) => {
  loaded = module.DataTable;
  return { default: module.DataTable as ComponentType<DataTableProps<unknown>> };
});
const LoadingTable = lazy(() => loading);

// Tests render right after importing a view and read its table at once, so they wait here; false in a build.
if (import.meta.env.MODE === "test") await loading;

/** DataTable from its own chunk; until it arrives, an empty box holds its place. */
export function DataTable<T>(props: DataTableProps<T>) {
  // Chosen once: a table drawn through the lazy path keeps it, so its sorting and selection survive re-renders.
  const [Loaded] = useState(() => loaded);
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={<Box aria-busy mih={120} />}>
      <LoadingTable {...(props as DataTableProps<unknown>)} />
    </Suspense>
  );
}
