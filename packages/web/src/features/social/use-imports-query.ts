import { useQuery } from "@tanstack/react-query";
import { pollListWhileAnyActive } from "./import-progress.ts";
import { listImports, socialKeys } from "./social-api.ts";

/** Past and running imports (staff only). */
export function useImportsQuery({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: socialKeys.imports(),
    queryFn: listImports,
    enabled,
    refetchInterval: pollListWhileAnyActive,
  });
}
