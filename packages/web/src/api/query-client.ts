import { MutationCache, QueryClient } from "@tanstack/react-query";
import { notify } from "../components/notifications-store.ts";
import { i18n } from "../i18n/setup.ts";
import { isClientError } from "./api-error.ts";
import { describeFormError } from "./describe-error.ts";

declare module "@tanstack/react-query" {
  interface Register {
    /** `errorHandled: true` when the mutation shows its own errors (e.g. beside fields). */
    mutationMeta: { errorHandled?: boolean };
  }
}

/** Queries retry server and network failures twice, never a 4xx; mutation errors become notifications. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.errorHandled) return;
        notify(describeFormError(error, i18n.t), "error");
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
