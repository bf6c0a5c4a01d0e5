import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { createTeamByApi, importFile, signInByApi } from "./helpers.ts";

const STAFF_EMAIL = "communities@example.com";
const COMMUNITY = "1758747817642790001";

/** An X API v2 export: a communities lookup page and a search page whose posts were made in the community or outside it. */
function exportFile(): Buffer {
  const lookup = {
    data: {
      id: COMMUNITY,
      name: "Pour Over Club",
      description: "Recipes, grinders and kettles for pour over at home",
      access: "Public",
      join_policy: "Open",
      member_count: 2450,
    },
  };
  const post = (n: number, author: string, text: string, community: boolean) => ({
    id: `19000000000000${String(n).padStart(5, "0")}`,
    author_id: author,
    text,
    lang: "en",
    created_at: `2026-11-${String(10 + (n % 10)).padStart(2, "0")}T09:00:00.000Z`,
    conversation_id: `19000000000000${String(n).padStart(5, "0")}`,
    public_metrics: { like_count: n, retweet_count: 0, reply_count: 0, quote_count: 0 },
    ...(community ? { community_id: COMMUNITY } : {}),
  });
  const search = {
    data: [
      post(1, "501", "v60 recipe that finally works", true),
      post(2, "502", "new burr grinder day", true),
      post(3, "501", "gooseneck kettle temperature tips", true),
      post(4, "503", "pour over at the office, outside any community", false),
    ],
    includes: {
      users: [
        {
          id: "501",
          username: "brewnora",
          name: "Nora",
          public_metrics: { followers_count: 300, following_count: 20 },
        },
        { id: "502", username: "grindsam", name: "Sam", public_metrics: { followers_count: 90, following_count: 40 } },
        { id: "503", username: "officekit", name: "Kit", public_metrics: { followers_count: 10, following_count: 5 } },
      ],
    },
  };
  return Buffer.from(`${JSON.stringify(lookup)}\n${JSON.stringify(search)}\n`);
}

test("a community from an X export: listed, opened and analysed", async ({ page }) => {
  test.setTimeout(120_000);
  await signInByApi(page, STAFF_EMAIL);
  await importFile(page, "communities.jsonl", exportFile());
  const slug = await createTeamByApi(page, `Communities ${Date.now()}`);

  await page.goto(`/${slug}/communities`);
  await expect(page.getByRole("heading", { level: 1, name: "Communities" })).toBeVisible();
  const table = page.getByRole("table", { name: "Communities" });
  const row = table.getByRole("row").filter({ hasText: "Pour Over Club" });
  await expect(row).toContainText("2,450");
  await expect(row).toContainText("3");

  await page.getByRole("textbox", { name: "Search communities" }).fill("kettles");
  await page.getByRole("textbox", { name: "Search communities" }).press("Enter");
  await expect(page).toHaveURL(/\?q=kettles/);
  await table.getByRole("link", { name: "Pour Over Club" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Pour Over Club" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Top members" }).getByRole("row").nth(1)).toContainText("@brewnora");
  await expect(page.getByText("gooseneck kettle temperature tips")).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

  await page.getByRole("link", { name: "Analyse this community" }).click();
  await expect(page).toHaveURL(new RegExp(`community=${COMMUNITY}`));
  await expect(page.getByTestId("community-scope")).toContainText("Pour Over Club");
  // The community's three posts, not the fourth made outside it.
  await expect(page.getByText(/\b3 posts\b/).first()).toBeVisible({ timeout: 60_000 });
});
