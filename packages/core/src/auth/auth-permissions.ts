/** Staff (STAFF_EMAILS) may upload social data; the web app offers the upload only to them. */
export function isStaff(config: { staffEmails: readonly string[] }, user: { email: string }): boolean {
  return config.staffEmails.includes(user.email.toLowerCase());
}

/**
 * Whether a user may unlink one of their social accounts: not when it is their last way to sign in
 * (no e-mail to receive a code, and no other linked account).
 */
export function canDisconnectSocialAccount(user: { email: string; socialAccounts: number }): boolean {
  return user.email !== "" || user.socialAccounts > 1;
}

/**
 * Making a personal sign-in link: a signed-in user's session only. The extension's and the
 * pro-targeting tokens open their own calls, never a new session.
 */
export function canCreatePersonalLink(credential: "session" | "extension" | "pro-targeting"): boolean {
  return credential === "session";
}

/** Using a personal link: it signs in its owner only, so a browser signed in as someone else is refused. */
export function canUsePersonalLink(ownerId: number, signedInId: number | null): boolean {
  return signedInId === null || signedInId === ownerId;
}
