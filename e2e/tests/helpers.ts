import { type Browser, type BrowserContext, expect, type Page } from "@playwright/test";

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
