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
