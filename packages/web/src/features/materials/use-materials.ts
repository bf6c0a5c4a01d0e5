import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { MaterialKind } from "@xa/core/materials/materials-entities";
import { deleteMaterial, type ListMaterialsQuery, listMaterials } from "./materials-api.ts";

const PAGE = 25;
type Filters = Omit<ListMaterialsQuery, "limit" | "offset">;
export const materialKeys = {
  all: ["materials"] as const,
  list: (filters: Filters) => ["materials", "list", filters] as const,
};

/** One kind of the library, filtered, a page at a time ('Show more' asks for the next). */
export function useMaterialsQuery(filters: Filters & { kind: MaterialKind }) {
  return useInfiniteQuery({
    queryKey: materialKeys.list(filters),
    queryFn: ({ pageParam }) => listMaterials({ ...filters, limit: PAGE, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.results.length, 0);
      return loaded < last.count ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
  });
}

export function useDeleteMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMaterial,
    onSettled: () => queryClient.invalidateQueries({ queryKey: materialKeys.all }),
  });
}
