import type { User } from "./auth-contract.ts";

/** Display name: first and last name, else the e-mail. */
export function displayName(user: Pick<User, "first_name" | "last_name" | "email">): string {
  const name = `${user.first_name} ${user.last_name}`.trim();
  return name || user.email;
}
