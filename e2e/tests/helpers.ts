import { readFile } from "node:fs/promises";
import path from "node:path";
import { type Browser, type BrowserContext, expect, type Page } from "@playwright/test";
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

export async function newUserPage(browser: Browser, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = uniqueEmail(name);
  await signIn(page, email);
  return { context, page, email };
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
