import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { useDemoWorld } from "./demo-world-server.ts";
import { signInByApi, uniqueEmail } from "./helpers.ts";

// Competitor analysis needs follow edges, which the shared e2e server's empty store lacks: this spec reads the
// run's demo world and compares its most followed accounts.
const demo = useDemoWorld();

async function expectAccessible(page: Page, name: string): Promise<void> {
  await expect(page.locator(".mantine-Loader-root")).toHaveCount(0, { timeout: 45_000 });
  await page.waitForTimeout(300);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`);
  expect.soft(serious, `axe findings on ${name}`).toEqual([]);
}

const numberIn = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));

test("compare three accounts by keyboard, in English and Japanese, axe-clean", async ({ browser }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ baseURL: demo.baseURL });
  const page = await context.newPage();
  await signInByApi(page, uniqueEmail("competitors"));
  await page.goto("/competitor-analysis?variant=pro");
  await expect(page.getByRole("heading", { level: 1, name: "Competitor analysis" })).toBeVisible();
  await expect(page.getByText("Choose the accounts to compare")).toBeVisible();
  await expect(page.getByText(/coming soon/i)).toHaveCount(0);
  await expectAccessible(page, "the empty comparison");

  // The store's most followed handles, typed by keyboard into three fields; Enter compares.
  const suggested = page.getByTestId("store-suggestions").getByRole("button");
  await expect(suggested.first()).toBeVisible({ timeout: 30_000 });
  const handles = (await suggested.allTextContents()).slice(0, 3).map((text) => /@(\w+)/.exec(text)?.[1] ?? "");
  expect(handles.every(Boolean), handles.join(",")).toBe(true);
  await page.getByRole("textbox", { name: "Handle 1" }).focus();
  await page.keyboard.type(handles[0] as string);
  await page.keyboard.press("Tab");
  await page.keyboard.type(handles[1] as string);
  await page.getByRole("button", { name: "Add a handle" }).press("Enter");
  await expect(page.getByRole("textbox", { name: "Handle 3" })).toBeFocused();
  await page.keyboard.type(handles[2] as string);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`handles=${handles.join("%2C")}`));

  const overlap = page.getByRole("table", { name: "Audience overlap" });
  await expect(overlap).toBeVisible({ timeout: 60_000 });
  // Seven regions of three audiences; each audience adds up from the regions holding it.
  const rows = overlap.getByRole("row");
  await expect(rows).toHaveCount(8);
  const summary = page.getByRole("table").first();
  const firstAudience = numberIn(await summary.getByRole("row").nth(1).getByRole("cell").nth(2).textContent());
  let held = 0;
  for (let i = 1; i < 8; i++) {
    const row = rows.nth(i);
    // The dot cells are drawing only (hidden from the accessibility tree): read them as cells of the markup.
    const cells = row.locator("td");
    const member = await cells.nth(0).locator("circle").getAttribute("fill");
    if (member !== "transparent") held += numberIn(await cells.nth(4).textContent());
  }
  expect(held).toBe(firstAudience);
  await expect(page.getByRole("heading", { name: "Accounts only one audience follows" })).toBeVisible();
  await expectAccessible(page, "a comparison (dark)");
  await page.evaluate(() => localStorage.setItem("themenew", "light"));
  await page.reload();
  await expect(overlap).toBeVisible({ timeout: 60_000 });
  await expectAccessible(page, "a comparison (light)");

  // The server's refusal in the reader's language.
  await page.goto(`/competitor-analysis?handles=${handles[0]},${handles[0]}`);
  await expect(page.getByRole("alert")).toContainText("listed twice");

  // In Japanese, chosen on the account page: the comparison's texts and the server's refusal.
  await page.goto("/account");
  await page.getByLabel("Language").selectOption("ja");
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await page.goto(`/competitor-analysis?handles=${handles.join(",")}`);
  await expect(page.getByRole("heading", { level: 1, name: "競合分析" })).toBeVisible();
  await expect(page.getByRole("table", { name: "オーディエンスの重なり" })).toBeVisible({ timeout: 60_000 });
  await expectAccessible(page, "a comparison in Japanese");
  await page.goto(`/competitor-analysis?handles=${handles[0]}`);
  await expect(page.getByRole("alert")).toContainText("2 個以上");
  await context.close();
});
