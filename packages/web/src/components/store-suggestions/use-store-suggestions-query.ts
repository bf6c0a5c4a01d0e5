import { useQuery } from "@tanstack/react-query";
import { socialContract } from "@xa/core/social/social-contract";
import { call } from "../../api/call.ts";

/** The store's most followed handles and most used keywords and hashtags (explore and the autopilot offer them). */
export function useStoreSuggestionsQuery() {
  return useQuery({
    queryKey: ["social", "suggestions"],
    // A newcomer's hint: a failure is said where the hint would be, not as a notification.
    queryFn: () => call(socialContract.getStoreSuggestions, {}, { silent: true }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
