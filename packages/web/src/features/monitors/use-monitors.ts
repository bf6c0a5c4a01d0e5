import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type CreateMonitorInput,
  createMonitor,
  deleteMonitor,
  getMonitor,
  listAlerts,
  listMonitors,
  markAlertsRead,
  type UpdateMonitorInput,
  updateMonitor,
} from "./monitors-api.ts";

const PAGE = 25;
/** Alerts the page lists: the latest. */
export const ALERTS_SHOWN = 50;

export const monitorKeys = {
  all: ["monitors"] as const,
  list: (team: string) => ["monitors", "list", team] as const,
  one: (id: number) => ["monitors", "one", id] as const,
  alerts: (team: string, monitor?: number) => ["monitors", "alerts", team, monitor ?? null] as const,
};

/** The team's monitors a page at a time ('Show more' asks for the next). */
export function useMonitorsQuery(team: string) {
  return useInfiniteQuery({
    queryKey: monitorKeys.list(team),
    queryFn: ({ pageParam }) => listMonitors(team, pageParam, PAGE),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.results.length, 0);
      return loaded < last.count ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
  });
}

export function useMonitorQuery(id: number | null) {
  return useQuery({ queryKey: monitorKeys.one(id ?? 0), queryFn: () => getMonitor(id ?? 0), enabled: id !== null });
}

/** The team's latest alerts (or one monitor's) with the caller's unread count. */
export function useAlertsQuery(team: string, monitor?: number) {
  return useQuery({
    queryKey: monitorKeys.alerts(team, monitor),
    queryFn: () => listAlerts(team, monitor, ALERTS_SHOWN),
  });
}

function useMonitorsMutation<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => queryClient.invalidateQueries({ queryKey: monitorKeys.all }) });
}

export const useCreateMonitor = () => useMonitorsMutation((body: CreateMonitorInput) => createMonitor(body));
export const useUpdateMonitor = () =>
  useMonitorsMutation(({ id, body }: { id: number; body: UpdateMonitorInput }) => updateMonitor(id, body));
export const useDeleteMonitor = () => useMonitorsMutation((id: number) => deleteMonitor(id));
export const useMarkAlertsRead = () =>
  useMonitorsMutation(({ team, ids }: { team: string; ids?: number[] }) => markAlertsRead(team, ids));
