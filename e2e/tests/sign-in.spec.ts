import { expect, test } from "@playwright/test";
import { readOutbox, signIn, uniqueEmail } from "./helpers.ts";

test("signs in with the code from the dev outbox and lands on the welcome page", async ({ page }) => {
  const email = uniqueEmail("ann");
  await page.goto("/");
  await expect(page).toHaveURL(/\/login/);
  await page.goto("/login");
  await signIn(page, email);
  await expect(page).toHaveURL(/\/welcome/);
  await expect(page.getByRole("heading", { name: /Welcome/ })).toBeVisible();
});

test("a wrong code shows the invalid state, and trying again works", async ({ page }) => {
  const email = uniqueEmail("bob");
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send me a code" }).click();
  await page.getByLabel("Confirmation code").fill("ZZZZZ9");
  await expect(page.getByText("That code did not work")).toBeVisible();
  await page.getByRole("button", { name: "Try again" }).click();
  const { title } = await readOutbox(page.context(), email, /sign-in code/);
  await page.getByLabel("Confirmation code").fill(title.slice(-6));
  await expect(page).toHaveURL(/\/welcome/);
});
