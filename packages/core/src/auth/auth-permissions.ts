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

/**
 * The credentials a call can carry: the user's login token (a session, by cookie or header), the
 * extension's token, the user's pro-targeting token, and the app's fixed public token (PUBLIC_TOKEN).
 */
export const CREDENTIALS = ["session", "extension", "pro-targeting", "public"] as const;
export type Credential = (typeof CREDENTIALS)[number];

/**
 * The kinds of call, by what they take: public calls (anyone, e.g. team info, icons, request forms),
 * private calls (a signed-in user), the extension's calls, the pro toolkit's token group, and
 * standalone_me (which says whose any user token is).
 */
export const CALL_KINDS = ["public", "private", "extension", "pro-toolkit", "standalone-me"] as const;
export type CallKind = (typeof CALL_KINDS)[number];

const ACCEPTED: Readonly<Record<CallKind, readonly (Credential | null)[]>> = {
  public: [null, "session", "public"],
  private: ["session"],
  extension: ["session", "extension"],
  "pro-toolkit": ["pro-targeting"],
  "standalone-me": ["session", "extension", "pro-targeting"],
};

/**
 * Whether a call takes the credential as its caller's (null: none sent). Each token opens only its
 * own calls: the extension's its calls, the pro-targeting token the pro toolkit's, the public token
 * the public calls, where it stands for nobody in particular.
 */
export function acceptsCredential(call: CallKind, credential: Credential | null): boolean {
  return ACCEPTED[call].includes(credential);
}
