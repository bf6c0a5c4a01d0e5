import type { Db } from "../../../db/database.ts";
import type { TestApp } from "../../../test/test-app.ts";

/** Three store accounts to sign in as through the X sandbox. */
export async function seedStoreAccounts(db: Db): Promise<void> {
  await db.query(
    `INSERT INTO accounts (id, handle, name, followers_count, following_count, source) VALUES
       ('1001', 'alice', 'Alice A', 10, 1, 'test'), ('1002', 'bob', 'Bob B', 5, 0, 'test'), ('1003', 'carol', 'Carol C', 1, 0, 'test')`,
  );
}

/** The value of a cookie the response sets, or null. */
export function setCookie(headers: Record<string, unknown>, name: string): string | null {
  const raw = headers["set-cookie"];
  const all = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  for (const line of all as string[]) {
    const match = new RegExp(`^${name}=([^;]*)`).exec(line);
    if (match) return match[1] ?? "";
  }
  return null;
}

export type Started = { state: string; cookie: string; authorizeUrl: URL; provider: string };

/** GET code-challenge, as the login page's X button does. */
export async function startXLogin(
  t: TestApp,
  options: { mode?: "login" | "connect"; token?: string } = {},
): Promise<Started> {
  const started = await t.call({
    method: "GET",
    url: `/rest-auth/x/code-challenge/?mode=${options.mode ?? "login"}`,
    ...(options.token ? { token: options.token } : {}),
  });
  if (started.status !== 200) throw new Error(`code-challenge: ${started.status} ${JSON.stringify(started.body)}`);
  const cookie = setCookie(started.headers, "xa_social_state");
  if (!cookie) throw new Error("code-challenge set no state cookie");
  return {
    state: started.body.state,
    cookie,
    authorizeUrl: new URL(started.body.authorize_url, "http://localhost:8080"),
    provider: started.body.provider,
  };
}

/** The sandbox's authorize page saying yes as `handle`: the callback's code and state. */
export async function approveInSandbox(
  t: TestApp,
  started: Started,
  handle: string,
): Promise<{ code: string; state: string }> {
  const q = started.authorizeUrl.searchParams;
  const approved = await t.call({
    method: "POST",
    url: "/api/x-sandbox/authorize/",
    payload: {
      handle,
      redirect_uri: q.get("redirect_uri"),
      state: q.get("state"),
      code_challenge: q.get("code_challenge"),
      code_challenge_method: q.get("code_challenge_method"),
    },
  });
  if (approved.status !== 200)
    throw new Error(`sandbox authorize: ${approved.status} ${JSON.stringify(approved.body)}`);
  const back = new URL(approved.body.redirect_url, "http://localhost:8080");
  return { code: back.searchParams.get("code") ?? "", state: back.searchParams.get("state") ?? "" };
}

/** POST the callback's code and state with the browser's state cookie (login, or connect with a token). */
export function completeXLogin(
  t: TestApp,
  back: { code: string; state: string },
  cookie: string,
  options: { connectWith?: string } = {},
) {
  return t.call({
    method: "POST",
    url: options.connectWith ? "/rest-auth/x/connect/" : "/rest-auth/x/",
    payload: back,
    headers: { cookie: `xa_social_state=${cookie}` },
    ...(options.connectWith ? { token: options.connectWith } : {}),
  });
}

/** The whole sandbox sign-in as `handle`: the login answer. */
export async function sandboxSignIn(t: TestApp, handle: string) {
  const started = await startXLogin(t);
  const back = await approveInSandbox(t, started, handle);
  return completeXLogin(t, back, started.cookie);
}

export async function countRows(db: Db, table: string): Promise<number> {
  const [row] = await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`);
  return Number(row?.n ?? 0);
}
