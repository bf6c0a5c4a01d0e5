import { expect, test } from "@playwright/test";
import { createTeamByApi, newSignedInPage } from "./helpers.ts";

test("switching to Japanese on the account page turns the interface Japanese, and it is remembered", async ({
  browser,
}) => {
  const ann = await newSignedInPage(browser, "ann");
  const slug = await createTeamByApi(ann.page, "Tokyo Team");
  await ann.page.goto(`/${slug}/account`);
  await expect(ann.page.getByRole("heading", { name: "Account", exact: true })).toBeVisible();
  await ann.page.getByLabel("Language").selectOption("ja");
  await expect(ann.page.getByRole("heading", { name: "アカウント", exact: true })).toBeVisible();
  await expect(ann.page.locator("html")).toHaveAttribute("lang", "ja");

  await ann.page.goto(`/${slug}/team`);
  await expect(ann.page.getByRole("heading", { name: "チーム設定" })).toBeVisible();
  await ann.context.close();
});
