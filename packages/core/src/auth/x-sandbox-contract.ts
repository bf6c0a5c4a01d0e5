import { z } from "zod";
import { textField } from "../contract/fields.ts";
import { operation } from "../contract/operation.ts";
import { page, pageQuery } from "../contract/paging.ts";

/** A store account one may sign in as through the X sandbox. */
export const sandboxAccount = z.object({
  id: z.string(),
  handle: z.string(),
  name: z.string(),
  followers_count: z.number().int(),
});
export type SandboxAccount = z.infer<typeof sandboxAccount>;

export const sandboxAccountsQuery = z.object({ search: z.string().max(100).default(""), ...pageQuery });

/**
 * The sandbox's authorize form: the OAuth 2.0 request as the app sent it (from the page's address),
 * or the OAuth 1.0a request token; and the handle the user signs in as.
 */
export const sandboxAuthorizeBody = z.object({
  handle: textField("handle", { max: 50 }),
  redirect_uri: z.string().max(2000).optional(),
  state: z.string().max(128).optional(),
  code_challenge: z.string().max(128).optional(),
  code_challenge_method: z.string().max(10).optional(),
  oauth_token: z.string().max(200).optional(),
});
export type SandboxAuthorizeBody = z.infer<typeof sandboxAuthorizeBody>;

const tags = ["auth"];

/** The built-in X sandbox: stands in for X's authorize page when no X app is configured. */
export const xSandboxContract = {
  listSandboxAccounts: operation({
    method: "GET",
    path: "/api/x-sandbox/accounts/",
    summary:
      "Store accounts one may sign in as through the X sandbox, most followed first; 404 when X itself is configured",
    tags,
    query: sandboxAccountsQuery,
    status: 200,
    response: page(sandboxAccount),
    errors: [400, 404],
  }),
  authorizeSandbox: operation({
    method: "POST",
    path: "/api/x-sandbox/authorize/",
    summary: "Sign in to the X sandbox as a store account and authorize the app: the callback address to go back to",
    tags,
    body: sandboxAuthorizeBody,
    status: 200,
    response: z.object({ redirect_url: z.string() }),
    errors: [400, 404],
  }),
};
