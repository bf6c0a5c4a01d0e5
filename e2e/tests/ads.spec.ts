import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import type { AudienceConfig } from "@xa/core/targeting/audience-contract";
import { authHeaders, createTeamByApi, signInByApi, uniqueEmail } from "./helpers.ts";

/** No serious or critical axe finding on what the page shows now. */
async function expectAccessible(page: Page, name: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
  expect.soft(serious, `axe findings on ${name}`).toEqual([]);
}

test("an admin links a sandbox ad account, applies an audience to a line item and sees what was applied", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInByApi(page, uniqueEmail("ads"));
  const slug = await createTeamByApi(page, `Ads ${Math.random().toString(36).slice(2, 8)}`);
  const accountId = `sbx-${Math.random().toString(36).slice(2, 8)}`;

  // Team settings → Ad accounts: link the account (the default platform is the sandbox), then check access.
  await page.goto(`/${slug}/team`);
  const ads = page.locator("section").filter({ has: page.getByRole("heading", { name: "Ad accounts", exact: true }) });
  await ads.getByLabel("Ad account id").fill(accountId);
  await ads.getByLabel("Name", { exact: true }).fill("E2E sandbox");
  await ads.getByRole("button", { name: "Link account" }).click();
  const row = ads.getByRole("row").filter({ hasText: accountId });
  await expect(row).toBeVisible();
  await expect(row.getByText("Sandbox", { exact: true })).toBeVisible();
  await expect(ads.getByText(/nothing is sent to X/)).toBeVisible();
  await row.getByRole("button", { name: "Check access to E2E sandbox" }).click();
  await expect(row.getByText("Access", { exact: true })).toBeVisible();
  await expectAccessible(page, "team settings with an ad account");

  // An audience of the team, saved through the API as the creator's "Save as audience" does.
  const headers = await authHeaders(page);
  const created = await page.request.post("/api/audience-configs/", {
    headers,
    data: {
      team: slug,
      name: "Coffee at home",
      targeting_package: {
        keywords: [{ label: "pour over" }, { label: "v60" }],
        handles: [{ handle: "baristas", account_id: "101" }],
        age: "AGE_25_TO_49",
      },
      countries: ["JP"],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const config = (await created.json()) as AudienceConfig;

  // The audience's page: apply through the API to the sandbox's first line item.
  await page.goto(`/${slug}/audiences/${config.id}`);
  await page.getByRole("button", { name: "Apply to ad account: Coffee at home" }).click();
  const dialog = page.getByRole("dialog", { name: "Apply “Coffee at home” to an ad account" });
  await expect(dialog.getByRole("combobox", { name: "Ad account" })).toContainText("E2E sandbox");
  await dialog.getByRole("radio", { name: "Apply through the API to a line item" }).check();
  const lineItem = dialog.getByRole("combobox", { name: "Line item" });
  await expect(lineItem.getByRole("option", { name: /Sandbox line item 1/ })).toBeAttached();
  await lineItem.selectOption({ index: 1 });
  await dialog.getByRole("button", { name: "Review what will be sent" }).click();
  const sent = dialog.getByRole("table", { name: "What will be sent" });
  await expect(sent.getByRole("row").filter({ hasText: "Keywords" })).toContainText("pour over, v60");
  await expect(sent.getByRole("row").filter({ hasText: "Countries" })).toContainText("Japan");
  await expectAccessible(page, "the apply dialog's review");
  await dialog.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(dialog.getByText("Applied", { exact: true })).toBeVisible();
  await expect(dialog.getByText(/nothing was sent to X/)).toBeVisible();
  const criteria = dialog.getByRole("table", { name: "Criteria applied" });
  await expect(criteria.getByRole("row").filter({ hasText: "pour over" })).toBeVisible();
  await expect(criteria.getByRole("row", { name: "Followers of @baristas", exact: true })).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).first().click();

  // The usage history on the audience's page.
  const history = page.getByRole("table", { name: "Usage history" });
  await expect(history.getByRole("row").filter({ hasText: accountId })).toContainText("Keywords 2");

  // Team settings: the sandbox shows exactly what was applied.
  await page.goto(`/${slug}/team`);
  await ads.getByRole("button", { name: "What was applied to E2E sandbox" }).click();
  const applied = page.getByRole("dialog", { name: "What was applied to E2E sandbox" });
  await expect(applied.getByText(/^Line item /)).toBeVisible();
  await expect(applied.getByRole("row").filter({ hasText: "v60" })).toBeVisible();
  await expect(applied.getByRole("row").filter({ hasText: "Country" })).toContainText("Japan");
  await expect(applied.getByRole("row").filter({ hasText: "Age" })).toContainText("25 to 49");
});
