import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { importFixture, signInByApi } from "./helpers.ts";

async function expectAxeClean(page: Page): Promise<void> {
  await expect(page.locator(".mantine-Loader-root")).toHaveCount(0);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(
    axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id),
    page.url(),
  ).toEqual([]);
}

test("the pro toolkit's content pages state the store's figures and open the tools on its examples", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInByApi(page, "uploader@example.com");
  await importFixture(page);

  await page.goto("/?variant=pro");
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "In the data store" })).toBeVisible();
  const figures = (await page.request.get("/api/external/toolkit-overview/")).json();
  const { posts, top_accounts } = (await figures) as { posts: number; top_accounts: { handle: string }[] };
  await expect(page.getByText(posts.toLocaleString("en"), { exact: true }).first()).toBeVisible();
  await expectAxeClean(page);

  // Keyboard: the first tool's example opens the analysis of the store's most followed handle.
  const handle = top_accounts[0]?.handle as string;
  const example = page.getByRole("link", { name: `Try it with @${handle}`, exact: true });
  await example.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/explore/${handle}`));

  for (const [path, title] of [
    ["/about", "About"],
    ["/pro-targeting", "Pro targeting"],
    ["/pro-solutions", "Pro solutions"],
    ["/pro-community", "Pro community"],
  ]) {
    await page.goto(`${path}?variant=pro`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(
      page
        .getByRole("link")
        .filter({ hasText: /@|#|Plan a campaign|Audience analysis/ })
        .first(),
    ).toBeVisible();
    await expectAxeClean(page);
  }
});
