import { socialCallbackPath } from "@xa/core/auth/social-login-rules";
import { xSandboxContract } from "@xa/core/auth/x-sandbox-contract";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../../deps.ts";
import { badRequest, notFound, said } from "../../http/http-error.ts";
import { route } from "../../http/route.ts";
import type { XLoginProvider } from "./x-provider.ts";
import { authorizeInSandbox } from "./x-sandbox-provider.ts";

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The X sandbox's own side: the accounts one may sign in as, and its authorize form. On when no X
 * app is configured; with X's keys every call is a 404, so nobody signs in as a store account.
 */
export function registerXSandboxRoutes(app: FastifyInstance, deps: Deps, provider: XLoginProvider): void {
  const { db } = deps;
  const on = () => {
    if (provider.name !== "x-sandbox") throw notFound(said("sandbox.off"));
  };

  route(app, xSandboxContract.listSandboxAccounts, async ({ query }) => {
    on();
    const search = query.search.trim().replace(/^@/, "");
    const where = "a.handle IS NOT NULL AND ($1 = '' OR a.handle ILIKE $2 OR a.name ILIKE $2)";
    const params = [search, `%${likeEscape(search)}%`];
    const [count] = await db.query<{ n: string }>(`SELECT count(*) AS n FROM accounts a WHERE ${where}`, params);
    const results = await db.query<{ id: string; handle: string; name: string; followers_count: number }>(
      `SELECT a.id, a.handle, COALESCE(NULLIF(a.name, ''), a.handle) AS name, COALESCE(a.followers_count, 0) AS followers_count
       FROM accounts a WHERE ${where}
       ORDER BY a.followers_count DESC NULLS LAST, a.id LIMIT ${query.limit} OFFSET ${query.offset}`,
      params,
    );
    return { count: Number(count?.n ?? 0), results };
  });

  route(app, xSandboxContract.authorizeSandbox, async ({ body }) => {
    on();
    const handle = body.handle.trim().replace(/^@/, "");
    const [account] = await db.query<{ id: string }>(
      "SELECT id FROM accounts WHERE lower(handle) = lower($1) ORDER BY followers_count DESC NULLS LAST, id LIMIT 1",
      [handle],
    );
    if (!account) throw notFound(said("sandbox.noAccount", { handle }));
    if (body.oauth_token) {
      const url = await authorizeInSandbox(db, deps.now, account.id, {
        kind: "request_token",
        requestToken: body.oauth_token,
      });
      if (!url)
        throw badRequest(said("sandbox.badRequest", { problem: "the oauth_token is unknown, used or expired" }));
      return { redirect_url: url };
    }
    // As X does: only the app's registered callback, PKCE with S256, and a state to send back.
    const registered = provider.redirectUri(socialCallbackPath("x"));
    const problem =
      body.redirect_uri !== registered
        ? `redirect_uri must be ${registered}`
        : !body.state
          ? "state is missing"
          : !body.code_challenge || body.code_challenge_method !== "S256"
            ? "code_challenge with code_challenge_method S256 is missing"
            : null;
    if (problem) throw badRequest(said("sandbox.badRequest", { problem }));
    const url = await authorizeInSandbox(db, deps.now, account.id, {
      kind: "code",
      redirectUri: registered,
      state: body.state as string,
      codeChallenge: body.code_challenge as string,
    });
    return { redirect_url: url as string };
  });
}
