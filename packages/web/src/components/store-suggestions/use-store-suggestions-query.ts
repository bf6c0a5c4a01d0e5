import { useQuery } from "@tanstack/react-query";
import { socialContract } from "@xa/core/social/social-contract";
import { call } from "../../api/call.ts";
import { useOptionalUser } from "../../session/current-user.tsx";

/** The store's most followed handles and most used keywords and hashtags (explore and the autopilot offer them). */
export function useStoreSuggestionsQuery() {
  // Signed out (the pro explore page), the store is not asked: it would refuse.
  const signedIn = useOptionalUser() !== null;
  return useQuery({
    enabled: signedIn,
    queryKey: ["social", "suggestions"],
    // A newcomer's hint: a failure is said where the hint would be, not as a notification.
    queryFn: () => call(socialContract.getStoreSuggestions, {}, { silent: true }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
