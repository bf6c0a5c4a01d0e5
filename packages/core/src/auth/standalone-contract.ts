import { z } from "zod";
import { textField } from "../contract/fields.ts";
import { operation } from "../contract/operation.ts";
import { loginResponse, user } from "./auth-contract.ts";

/** How long a personal sign-in link works: long enough to open it on the other device, no longer. */
export const PERSONAL_LINK_TTL_MS = 10 * 60_000;

/** How the standalone caller proved who it is. */
export const STANDALONE_CREDENTIALS = ["session", "extension", "pro-targeting"] as const;

/** The caller as /api/user/me/ shows them, and which credential the standalone client used. */
export const standaloneMe = user.extend({ authenticated_with: z.enum(STANDALONE_CREDENTIALS) });
export type StandaloneMe = z.infer<typeof standaloneMe>;

/** A personal sign-in link: shown once; only its hash is kept. */
export const personalLink = z.object({ magic_code: z.string(), url: z.string(), expires_at: z.string() });
export type PersonalLink = z.infer<typeof personalLink>;

export const usePersonalLinkBody = z.object({ magic_code: textField("magic_code", { max: 128 }) });

const tags = ["auth"];

/** The standalone clients' identity, and a signed-in user's one-time link to sign in on another device. */
export const standaloneContract = {
  standaloneMe: operation({
    method: "GET",
    path: "/api/external/standalone-me/standalone_me/",
    summary:
      "The caller, for the extension and pro-token clients: a session, the extension's or the pro-targeting token",
    tags,
    status: 200,
    response: standaloneMe,
    errors: [401, 403],
  }),
  createPersonalLink: operation({
    method: "GET",
    path: "/api/user/magic/",
    summary: "A one-time link that signs the caller in on another device within 10 minutes (signed-in users)",
    tags,
    status: 200,
    response: personalLink,
    errors: [403, 429],
  }),
  usePersonalLink: operation({
    method: "POST",
    path: "/api/user/magic/use/",
    summary: "Sign in with a personal link (once, before it expires); sets the session cookie",
    tags,
    body: usePersonalLinkBody,
    status: 200,
    response: loginResponse,
    errors: [400, 403, 429],
  }),
};
