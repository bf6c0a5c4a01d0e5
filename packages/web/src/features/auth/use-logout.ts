import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { endSession } from "../../session/session.ts";
import { logout } from "../../session/session-api.ts";

/** Logs out on the server, then forgets the login here and goes to login, even if the server call failed. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    meta: { errorHandled: true },
    onSettled: async () => {
      endSession(queryClient, { byUser: true });
      await navigate("/login", { replace: true });
    },
  });
}
