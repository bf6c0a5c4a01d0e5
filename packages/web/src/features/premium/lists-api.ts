import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type CreateListBody, premiumListsContract as c } from "@xa/core/premium/lists-contract";
import { call } from "../../api/call.ts";

const keys = {
  lists: (account: string) => ["premium", "lists", account] as const,
  members: (account: string, list: string) => ["premium", "lists", account, list, "members"] as const,
};

/** The account's own lists, as X answers them now. */
export function useLists(account: string) {
  return useQuery({ queryKey: keys.lists(account), queryFn: () => call(c.listLists, { query: { account } }) });
}

/** A list's members, a page at a time. */
export function useListMembers(account: string, list: string) {
  return useInfiniteQuery({
    queryKey: keys.members(account, list),
    queryFn: ({ pageParam }) =>
      call(c.listMembers, { params: { id: list }, query: { account, ...(pageParam ? { cursor: pageParam } : {}) } }),
    initialPageParam: "",
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

/** The list changes, each refreshing the lists (and a list's members) once X has answered. */
export function useListChanges(account: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: keys.lists(account) });
  return {
    create: useMutation({
      mutationFn: (list: Omit<CreateListBody, "account">) => call(c.createList, { body: { ...list, account } }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, ...change }: { id: string; name?: string; description?: string; private?: boolean }) =>
        call(c.updateList, { params: { id }, body: { ...change, account } }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => call(c.deleteList, { params: { id }, query: { account } }),
      onSuccess: refresh,
    }),
    addMember: useMutation({
      mutationFn: ({ list, handle }: { list: string; handle: string }) =>
        call(c.addMember, { params: { id: list }, body: { account, handle } }),
      onSuccess: refresh,
    }),
    removeMember: useMutation({
      mutationFn: ({ list, member }: { list: string; member: string }) =>
        call(c.removeMember, { params: { id: list, member }, query: { account } }),
      onSuccess: refresh,
    }),
  };
}
