import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { createTeamByApi, signInByApi, uniqueEmail } from "./helpers.ts";

/**
 * A new user buys a plan as the e2e server offers it, through local billing (no Stripe keys): billing
 * details first, checkout on the app's own test page, the plan active once its signed events have
 * landed, the invoice's PDF, and cancelling at the period's end.
 */
test("a new team buys a plan through local billing, downloads the invoice and cancels", async ({ page }) => {
  test.setTimeout(120_000);
  await signInByApi(page, uniqueEmail("billing"));
  const slug = await createTeamByApi(page, `Billing ${Date.now()}`);
  await page.goto(`/${slug}/team`);

  const plans = page.locator("section", { has: page.getByRole("heading", { name: "Plan and invoices" }) });
  const buyTeam = page.getByRole("button", { name: "Buy Team", exact: true });
  await expect(buyTeam).toBeDisabled();
  await expect(page.getByTestId("billing-missing-fields")).toHaveText("Missing: Invoice email, Country, Invoice name.");

  await page.getByLabel("Invoice email").fill("bills@example.com");
  const country = page.getByRole("combobox", { name: "Country" });
  await country.fill("Japan");
  await page.getByRole("option", { name: "Japan", exact: true }).click();
  await page.getByLabel("Invoice name").fill("Example KK");
  await page.getByRole("button", { name: "Save billing details" }).click();
  await expect(page.getByTestId("billing-status")).toHaveText("Billing details present");
  await expect(page.getByTestId("billing-missing-fields")).toHaveCount(0);

  // Japan pays in yen; the plan with segments carries the fee agreement.
  const teamPlan = page.getByRole("article", { name: "Team", exact: true });
  await expect(teamPlan).toContainText("¥7,500 / month");
  await expect(teamPlan.getByTestId("fee-agreement")).toContainText("純広告費の10%");
  await buyTeam.click();

  await expect(page).toHaveURL(/\/billing\/local-checkout\//);
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(page.getByText("Test billing").first()).toBeVisible();
  // The keyboard path: the payment buttons take Enter.
  await page.getByRole("button", { name: "Pay ¥7,500 / month" }).focus();
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(new RegExp(`/${slug}/team\\?checkout=success`));
  await expect(plans.getByText("Payment received")).toBeVisible({ timeout: 20_000 });
  const current = plans.getByTestId("current-plan");
  await expect(current).toContainText("Team");
  await expect(current).toContainText("Active");
  await expect(current).toContainText("Next invoice on");

  const invoice = plans.getByRole("button", { name: /^Download invoice .+ as PDF$/ });
  await expect(invoice).toHaveCount(1);
  const downloading = page.waitForEvent("download");
  await invoice.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");

  await plans.getByRole("button", { name: "Cancel plan" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Cancel Team?" });
  // Escape leaves the question without cancelling; the button asks again.
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(current).toContainText("Active");
  await plans.getByRole("button", { name: "Cancel plan" }).click();
  const ends = (await dialog.textContent())?.match(/The plan ends on (.+?)\./)?.[1];
  expect(ends, "the confirmation names the day the plan ends").toBeTruthy();
  await dialog.getByRole("button", { name: "Cancel plan" }).click();
  await expect(current).toContainText(`Cancelling on ${ends}`);
  await expect(current).toContainText("Cancelling");
  await expect(plans.getByRole("button", { name: "Cancel plan" })).toHaveCount(0);
});
