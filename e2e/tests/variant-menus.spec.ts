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
  const refused: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
  });
  for (const path of ["/explore?variant=pro", "/premium-suite?variant=premium", "/login"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  }
  await page.waitForTimeout(500);
  expect(refused).toEqual([]);
  expect(logged).toEqual([]);
  expect(asked).toEqual([]);
});

for (const [variant, start] of [
  ["pro", "/explore"],
  ["premium", "/premium-suite"],
] as const) {
  test(`the user menu's Account opens the account page in ${variant}`, async ({ page }) => {
    await page.goto(`${start}?variant=${variant}`);
    // The pro explore is open to visitors, who sign in from the header; the premium dashboard needs a
    // user and sends a visitor to login by itself.
    if (variant === "pro") await page.getByRole("link", { name: "Sign in" }).click();
    // The login page is a chunk of its own: the address changes once it has loaded.
    await expect(page).toHaveURL(/\/login\?next=/);
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

test("signed out, a query typed in the pro explore survives the sign-in redirect", async ({ page }) => {
  await page.goto("/explore/keyword?variant=pro");
  await page.getByLabel("Query text").fill("kpop OR lisa");
  // Counting waits for sign-in instead of sending the visitor away mid-typing.
  await expect(page.getByText("Sign in to see how many posts match.")).toBeVisible();
  await page.waitForTimeout(800);
  await expect(page).toHaveURL(/\/explore\/keyword/);
  await page.getByRole("button", { name: "Analyze" }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await signIn(page, uniqueEmail("explore-next"));
  await expect(page).toHaveURL(/\/explore\/keyword\?/);
  await expect(page.getByLabel("Query text")).toHaveValue("kpop OR lisa");
});
