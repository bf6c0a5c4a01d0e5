import { readFile } from "node:fs/promises";
import path from "node:path";
import { type Browser, type BrowserContext, expect, type Page } from "@playwright/test";
import type { LoginResponse } from "@xa/core/auth/auth-contract";
import { displayName } from "@xa/core/auth/display-name";
import type { OutboxMessage } from "@xa/core/outbox/outbox-contract";
import type { ImportJob, SocialJob } from "@xa/core/social/social-contract";

/** Real X API v2 search results (twarc2): 100 posts of 2021-09-22, 94 of them tagged #kpop by 82 authors. */
export const KPOP_FIXTURE = path.resolve(import.meta.dirname, "../../packages/server/fixtures/twarc-v2/kpop.jsonl");

/** A unique address per test run, so parallel tests and reruns never share a user. */
export function uniqueEmail(name: string): string {
  return `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Opens the dev outbox page and returns the newest e-mail to `to` whose subject matches. */
export async function readOutbox(context: BrowserContext, to: string, subject: RegExp) {
  const outbox = await context.newPage();
  await outbox.goto("/dev/outbox");
  const message = outbox.getByTestId("outbox-message").filter({ hasText: to }).filter({ hasText: subject }).first();
  await expect(message).toBeVisible();
  const title = (await message.getAttribute("aria-label")) ?? "";
  return { outbox, message, title };
}

/** Signs in with the e-mail code, reading it from the dev outbox like a developer would. */
export async function signIn(page: Page, email: string): Promise<void> {
  if (!page.url().includes("/login")) await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send me a code" }).click();
  await expect(page.getByLabel("Confirmation code")).toBeVisible();
  const { outbox, title } = await readOutbox(page.context(), email, /sign-in code/);
  const code = /([A-Z0-9]{6})$/.exec(title)?.[1];
  expect(code, `a 6-character code in "${title}"`).toBeTruthy();
  await outbox.close();
  await page.getByLabel("Confirmation code").fill(code as string);
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Signs in through the API the login page calls (the magic code, then the e-mailed code read from the dev
 * outbox), for specs whose subject is not the sign-in: no app load. The session goes where the web app keeps
 * it after a UI sign-in: the session cookie in the context (page.request shares its cookies) and the login
 * in localStorage, written on a same-origin page that loads no app; the next page load is signed in.
 */
export async function signInByApi(
  page: Page,
  email: string,
  /** where to call the API, when this machine cannot resolve the page's own host (a *.localhost sub-domain) */
  { api = "" }: { api?: string } = {},
): Promise<void> {
  const asked = await page.request.post(`${api}/api/user/magic-link/`, { data: { email } });
  expect(asked.status(), await asked.text()).toBe(201);
  const { magic_code } = (await asked.json()) as { magic_code: string };
  const outbox = await page.request.get(`${api}/api/dev/outbox/`);
  expect(outbox.status(), await outbox.text()).toBe(200);
  const mail = ((await outbox.json()) as OutboxMessage[]).find((m) => m.to === email && /code is /.test(m.text));
  const confirm_code = /code is ([A-Z0-9]{6})/.exec(mail?.text ?? "")?.[1];
  expect(confirm_code, `a sign-in code mailed to ${email}`).toBeTruthy();
  const used = await page.request.post(`${api}/api/user/magic-link/use/`, { data: { magic_code, confirm_code } });
  expect(used.status(), await used.text()).toBe(200);
  const { token, user } = (await used.json()) as LoginResponse;
  const login = { email: user.email, name: displayName(user), token, signedInAs: user.id };
  await page.goto("/api/health/");
  await page.evaluate((value) => localStorage.setItem("xa.login", value), JSON.stringify(login));
}

/**
 * Creates a team through the API for a page signed in by `signInByApi` and makes it the recent team, as
 * opening one of its pages does; answers its slug. For specs whose subject is not the create-team form.
 */
export async function createTeamByApi(page: Page, name: string, { api = "" }: { api?: string } = {}): Promise<string> {
  const made = await page.request.post(`${api}/api/teams/`, { headers: await authHeaders(page), data: { name } });
  expect(made.status(), await made.text()).toBe(201);
  const { slug } = (await made.json()) as { slug: string };
  await page.evaluate((value) => localStorage.setItem("xa.recentTeam", value), slug);
  return slug;
}

/** A new context's page signed in through the API (see `signInByApi`), with its e-mail. */
export async function newSignedInPage(browser: Browser, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = uniqueEmail(name);
  await signInByApi(page, email);
  return { context, page, email };
}

/** Creates a team from the welcome or choose-team page and returns its slug (from the URL it lands on). */
export async function createTeam(page: Page, name: string): Promise<string> {
  await page.goto("/choose-team");
  await page.getByLabel("Team name").fill(name);
  await page.getByRole("button", { name: "Create team" }).click();
  await expect(page).not.toHaveURL(/choose-team/);
  const slug = new URL(page.url()).pathname.split("/")[1];
  expect(slug).toBeTruthy();
  return slug as string;
}

/** The signed-in page's token as API headers (with the CSRF header cookie calls need). */
export async function authHeaders(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem("xa.login") ?? "{}") as { token?: string }).token,
  );
  expect(token, "a signed-in token").toBeTruthy();
  return { Authorization: `Token ${token}`, "X-CSRFToken": token as string };
}

/** Puts the kpop fixture in the store through the real upload API (as staff) and waits for the import job. */
export async function importFixture(page: Page): Promise<void> {
  await importFile(page, "kpop.jsonl", await readFile(KPOP_FIXTURE));
}

/** Imports a file into the store through the API as the signed-in (staff) user, and waits for it. */
export async function importFile(page: Page, filename: string, data: Buffer): Promise<void> {
  const headers = await authHeaders(page);
  const upload = await page.request.post(`/api/social/imports/?filename=${encodeURIComponent(filename)}`, {
    headers: { ...headers, "Content-Type": "application/octet-stream" },
    data,
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { id } = (await upload.json()) as ImportJob;
  await expect
    .poll(
      async () => {
        const job = (await (await page.request.get(`/api/social/jobs/${id}/`, { headers })).json()) as SocialJob;
        return job.error ?? job.status;
      },
      { timeout: 60_000 },
    )
    .toBe("done");
}
