import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { authHeaders, createTeamByApi, importFixture, signInByApi } from "./helpers.ts";

/** A STAFF_EMAILS address of the e2e server (playwright.config.ts) that only this spec signs in with. */
const STAFF_EMAIL = "audiences@example.com";

const sizeOf = async (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));

test("builds an audience from the store, live, and hands it to the package creator", async ({ page }) => {
  test.setTimeout(180_000);
  await signInByApi(page, STAFF_EMAIL);
  await importFixture(page);
  await createTeamByApi(page, `Audience builders ${Date.now()}`);

  await page.goto("/audience-builder?variant=pro");
  await expect(page.getByRole("heading", { level: 1, name: "Audience builder" })).toBeVisible();
  await expect(page.getByText("Build an audience")).toBeVisible();

  // First row, by keyboard: people who posted about kpop, counted as the posted-about call counts them.
  await page.getByRole("combobox", { name: "Criterion 1: type" }).focus();
  await page.keyboard.press("Enter");
  // Arrow keys pressed before the list opens would move nothing; wait for it as a user sees it.
  const kinds = page.getByRole("listbox");
  await expect(kinds).toBeVisible();
  const postedAbout = kinds.getByRole("option", { name: "Posted about" });
  for (let i = 0; i < 4 && (await postedAbout.getAttribute("data-combobox-selected")) === null; i++) {
    await page.keyboard.press("ArrowDown");
  }
  await expect(postedAbout).toHaveAttribute("data-combobox-selected", "true");
  await page.keyboard.press("Enter");
  const query = page.getByRole("textbox", { name: "Keyword query" });
  await expect(query).toBeVisible();
  // Tab from the type through include/exclude to the query.
  for (let i = 0; i < 6 && !(await query.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(query).toBeFocused();
  await page.keyboard.type("kpop");
  const size = page.getByTestId("audience-size");
  await expect(size).not.toHaveText("—", { timeout: 20_000 });
  const headers = await authHeaders(page);
  const checked = await page.request.post("/api/external/audience-builder/posted-about/", {
    headers,
    data: { query: "kpop" },
  });
  const { accounts_total } = (await checked.json()) as { accounts_total: number };
  expect(accounts_total).toBeGreaterThan(0);
  await expect.poll(async () => sizeOf(await size.textContent())).toBe(accounts_total);
  await expect(page.getByRole("table").getByRole("row")).not.toHaveCount(1);

  // Second row: leave out the accounts whose bio says army.
  await page.getByRole("button", { name: "Add a criterion" }).click();
  await page.getByRole("combobox", { name: "Criterion 2: type" }).click();
  await page.getByRole("option", { name: "Profile says" }).click();
  await page.getByRole("group", { name: "Criterion 2" }).getByText("Exclude").click();
  const words = page.getByRole("textbox", { name: "Words in the bio" });
  await words.fill("army");
  await expect.poll(async () => sizeOf(await size.textContent())).toBeLessThanOrEqual(accounts_total);
  await expect(page.getByText(/accounts? · on its own/).first()).toBeVisible();
  await expect(page.locator(".mantine-Loader-root")).toHaveCount(0);

  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`)).toEqual([]);

  // The criteria are in the link: a reload keeps them.
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Keyword query" })).toHaveValue("kpop");

  await page.getByRole("button", { name: "Make a targeting package" }).click();
  await expect(page).toHaveURL(/\/campaigns\/new/);
  await expect(page.getByRole("heading", { level: 1, name: "New campaign" })).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("The brief is the audience you built from 2 criteria.")).toBeVisible();
});
