import { useQuery } from "@tanstack/react-query";
import { isImportActive } from "./import-progress.ts";
import { listImports, socialDataKeys } from "./social-data-api.ts";

/** While any import runs (this page's or the CLI's), the list is re-read this often. */
export const IMPORTS_REFRESH_MS = 3000;

/** Past and running imports (staff only). */
export function useImportsQuery({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: socialDataKeys.imports(),
    queryFn: listImports,
    enabled,
    refetchInterval: (query) => (query.state.data?.some(isImportActive) ? IMPORTS_REFRESH_MS : false),
  });
}
