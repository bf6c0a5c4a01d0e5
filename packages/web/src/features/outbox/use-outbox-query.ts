import { useQuery } from "@tanstack/react-query";
import { listOutbox } from "./outbox-api.ts";

/** The dev outbox refreshes every 2 s. */
export const OUTBOX_REFRESH_MS = 2000;

export function useOutboxQuery() {
  return useQuery({
    queryKey: ["dev", "outbox"],
    queryFn: listOutbox,
    refetchInterval: OUTBOX_REFRESH_MS,
    staleTime: 0,
    retry: false,
  });
}
