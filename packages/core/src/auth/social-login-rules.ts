/** Networks one may sign in with, as named in `/rest-auth/{network}/`. */
export const SOCIAL_NETWORKS = ["x"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Who issued a linked account: X itself, or the built-in sandbox that stands in for X without app keys. */
export const SOCIAL_PROVIDERS = ["x", "x-sandbox"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const SOCIAL_LOGIN_MODES = ["login", "connect"] as const;
export type SocialLoginMode = (typeof SOCIAL_LOGIN_MODES)[number];

/** A started sign-in waits this long for the user to come back from the provider. */
export const SOCIAL_LOGIN_ATTEMPT_MS = 10 * 60_000;

/** The callback page gives the sign-in this long to finish before saying it failed. */
export const SOCIAL_LOGIN_REDIRECT_WAIT_MS = 20_000;

/** The product's words when a returning state matches no attempt of this browser. */
export const UNAUTHORIZED_LOGIN_ATTEMPT = "Error: Unauthorized login attempt";

/** Where the provider sends the browser back, under the app's address. */
export const socialCallbackPath = (network: SocialNetwork) => `/login/${network}/callback`;
