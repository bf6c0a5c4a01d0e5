import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateMe, User } from "@xa/core";
import { meQueryKey } from "../../../session/session.ts";
import { updateMe } from "../auth-api.ts";

/** PUT /api/user/me/; the reply becomes the signed-in user. */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMe) => updateMe(body),
    meta: { errorHandled: true },
    onSuccess: (user: User) => queryClient.setQueryData(meQueryKey, user),
  });
}
