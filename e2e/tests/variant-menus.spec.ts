import { expect, test } from "@playwright/test";
import { signIn, uniqueEmail } from "./helpers.ts";

test("signed-out pages log no refused request in the console", async ({ page }) => {
  const logged: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") logged.push(message.text());
  });
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/user/me/")) asked.push(request.url());
  });
  for (const path of ["/explore?variant=pro", "/premium-suite?variant=premium", "/login"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  }
  await page.waitForTimeout(500);
  expect(logged).toEqual([]);
  expect(asked).toEqual([]);
});

for (const [variant, start] of [
  ["pro", "/explore"],
  ["premium", "/premium-suite"],
] as const) {
  test(`the user menu's Account opens the account page in ${variant}`, async ({ page }) => {
    await page.goto(`${start}?variant=${variant}`);
    await page.getByRole("link", { name: "Sign in" }).click();
    const email = uniqueEmail(`menu-${variant}`);
    await signIn(page, email);
    await expect(page).toHaveURL(new RegExp(`${start}(\\?|$)`));
    await page.getByRole("button", { name: email }).click();
    await page.getByRole("menuitem", { name: "Account" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
    await expect(page.getByText(email).first()).toBeVisible();
  });
}
