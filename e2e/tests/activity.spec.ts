import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { authHeaders, signInByApi, uniqueEmail } from "./helpers.ts";

async function expectAccessible(page: Page, name: string): Promise<void> {
  await expect(page.locator(".mantine-Loader-root")).toHaveCount(0, { timeout: 45_000 });
  // Transitions settle first, so colours are measured as a user sees them.
  await page.waitForTimeout(300);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`);
  expect(serious, `axe findings on ${name}`).toEqual([]);
}

type Entry = { action_at: string; action: string; context: string };

test("a tool's use is listed on the activity page as the API records it, axe-clean in dark and light", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A user of their own, so the list holds only what this test did.
  await signInByApi(page, uniqueEmail("activity"));

  await page.goto("/account/activity?variant=pro");
  await expect(page.getByRole("heading", { level: 1, name: "Your activity" })).toBeVisible();
  await expect(page.getByText("No activity yet")).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, "the empty activity page");

  // Use a tool: country stats for Japan, chosen by keyboard from the country field.
  await page.goto("/xstats?variant=pro");
  const country = page.getByRole("combobox", { name: "Country" });
  await country.focus();
  await page.keyboard.type("Japan");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/xstats\/JP/);
  await expect(page.locator(".mantine-Loader-root")).toHaveCount(0, { timeout: 45_000 });

  // What the page lists is what the API recorded: one country-stats use about JP (recorded as the
  // tool's read answers, which the page may draw before).
  const headers = await authHeaders(page);
  const usesNow = async () => {
    const answer = await page.request.get("/api/user-activity/?limit=25&offset=0", { headers });
    expect(answer.status(), await answer.text()).toBe(200);
    return (await answer.json()) as { count: number; results: Entry[] };
  };
  const countryStats = (recorded: { results: Entry[] }) => recorded.results.filter((e) => e.action === "country_stats");
  await expect.poll(async () => countryStats(await usesNow()).length, { timeout: 15_000 }).toBe(1);
  const recorded = await usesNow();
  const uses = countryStats(recorded);
  const use = uses[0] as Entry;
  expect(use.context).toBe("JP");
  expect(use.action_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

  await page.goto("/account/activity?variant=pro");
  const row = page.getByTestId("activity-entry").filter({ hasText: "Country stats" });
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  await expect(row.getByRole("cell").nth(0)).toHaveText(`${use.action_at} UTC`);
  await expect(row.getByRole("cell").nth(2)).toHaveText("JP");
  await expect(page.getByText(new RegExp(`^${recorded.count} entr(y|ies)$`))).toBeVisible();
  await expectAccessible(page, "the activity page with a use (dark)");

  await page.evaluate(() => localStorage.setItem("themenew", "light"));
  await page.reload();
  await expect(page.getByTestId("activity-entry").filter({ hasText: "Country stats" })).toHaveCount(1, {
    timeout: 30_000,
  });
  await expectAccessible(page, "the activity page with a use (light)");
});
