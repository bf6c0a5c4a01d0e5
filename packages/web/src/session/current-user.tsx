import type { User } from "@xa/core";
import { createContext, type ReactNode, useContext } from "react";

const CurrentUserContext = createContext<User | null>(null);

export function CurrentUserProvider({ user, children }: { user: User; children: ReactNode }) {
  return <CurrentUserContext.Provider value={user}>{children}</CurrentUserContext.Provider>;
}

/** The signed-in user, inside routes guarded by RequireAuth. */
export function useCurrentUser(): User {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error("useCurrentUser needs a signed-in route (RequireAuth)");
  return user;
}

/** The signed-in user when there is one (for screens open to everyone). */
export function useOptionalUser(): User | null {
  return useContext(CurrentUserContext);
}
