import type { QueryClient } from "@tanstack/react-query";
import { setForbiddenHandler } from "../api/http-client.ts";
import { loginPathFor } from "../api/post-login-path.ts";
import { endSession } from "./session.ts";

type Navigator = { navigate: (to: string, options?: { replace?: boolean }) => unknown; state: { location: Location } };
type Location = { pathname: string; search: string };

/** A 403 outside the user fetch means the session is gone — sign out here and go to login. */
export function installSignedOutRedirect(queryClient: QueryClient, router: Navigator): void {
  setForbiddenHandler(() => {
    const { pathname, search } = router.state.location;
    if (pathname.startsWith("/login")) return;
    endSession(queryClient);
    void router.navigate(loginPathFor(pathname + search), { replace: true });
  });
}
