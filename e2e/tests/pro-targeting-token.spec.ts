import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { newSignedInPage } from "./helpers.ts";

const GROUP = "/api/external/token/deepthought/accounts/";

test("makes the pro-targeting token on the account page, reads the token group with it, and revokes it", async ({
  browser,
}) => {
  const { page } = await newSignedInPage(browser, "pro-token");
  await page.goto("/account?variant=premium");
  const section = page.getByRole("region", { name: "Pro-targeting token" });
  await expect(section.getByText("You have no pro-targeting token.")).toBeVisible();

  await section.getByRole("button", { name: "Make a token" }).click();
  const shown = section.getByRole("textbox", { name: "Pro-targeting token" });
  await expect(shown).toBeVisible();
  const token = await shown.inputValue();
  expect(token).toMatch(/^\S{32,}$/);
  await expect(section.getByRole("button", { name: "Copy" })).toBeVisible();
  await expect(section.getByTestId("pro-token-status")).toContainText("it works until");
  const axe = await new AxeBuilder({ page }).include("section").analyze();
  const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
  expect(serious).toEqual([]);

  // The token opens the suite's token group for this user (no connected account yet: an empty list).
  const read = await page.request.get(GROUP, { headers: { Authorization: `Token ${token}` } });
  expect(read.status()).toBe(200);
  expect(await read.json()).toMatchObject({ accounts: [] });

  // Shown once: a new visit says when it was made, never the token.
  await page.reload();
  await expect(section.getByTestId("pro-token-status")).toBeVisible();
  await expect(section.getByRole("textbox", { name: "Pro-targeting token" })).toHaveCount(0);
  expect(await page.content()).not.toContain(token);

  await section.getByRole("button", { name: "Revoke the token" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Revoke", exact: true }).click();
  await expect(section.getByText("Pro-targeting token revoked. It no longer reads anything.")).toBeVisible();
  await expect(section.getByText("You have no pro-targeting token.")).toBeVisible();
  const after = await page.request.get(GROUP, { headers: { Authorization: `Token ${token}` } });
  expect(after.status()).toBe(401);
});
