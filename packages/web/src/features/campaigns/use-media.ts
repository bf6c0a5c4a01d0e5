import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { deleteMedia, type ListMediaQuery, listMedia } from "./media-api.ts";

const PAGE = 48;
export const mediaKeys = {
  all: ["media"] as const,
  list: (query: Omit<ListMediaQuery, "limit" | "offset">) => ["media", "list", query] as const,
};

/** The team's media library a page at a time ('Show more' asks for the next). */
export function useMediaQuery(query: Omit<ListMediaQuery, "limit" | "offset">) {
  return useInfiniteQuery({
    queryKey: mediaKeys.list(query),
    queryFn: ({ pageParam }) => listMedia({ ...query, limit: PAGE, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.results.length, 0);
      return loaded < last.count ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
  });
}

export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteMedia(id),
    meta: { errorHandled: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}
