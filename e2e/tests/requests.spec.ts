import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { readOutbox, signInByApi, uniqueEmail } from "./helpers.ts";

const STAFF_EMAIL = "requests@example.com";

async function expectAxeClean(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  const bad = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("an audience request: filed by keyboard, mailed to staff, moved on by staff and followed by its link", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const requester = uniqueEmail("requester");
  const name = `Kim ${Date.now()}`;

  // A visitor, signed out, files the request with the keyboard alone.
  const visitor = await browser.newContext();
  const form = await visitor.newPage();
  await form.goto("/request-audience?variant=pro");
  await expect(form.getByRole("heading", { level: 1, name: "Request an audience" })).toBeVisible();
  await expectAxeClean(form);
  await form.getByLabel("Name").focus();
  await form.keyboard.type(name);
  await form.keyboard.press("Tab");
  await form.keyboard.type(requester);
  await form.keyboard.press("Tab");
  await form.keyboard.type("Shop");
  await form.keyboard.press("Tab");
  await form.keyboard.type("Runners in Tokyo who follow marathon brands");
  await form.getByRole("button", { name: "Send request" }).focus();
  await form.keyboard.press("Enter");
  await expect(form.getByText("We received your request")).toBeVisible();
  await expectAxeClean(form);

  const staffMail = await readOutbox(visitor, STAFF_EMAIL, /New audience request #\d+/);
  await expect(staffMail.message).toContainText(name);
  await staffMail.outbox.close();

  await form.getByRole("link", { name: "Follow your request" }).click();
  await expect(form.getByRole("heading", { level: 1, name: "Request confirmation" })).toBeVisible();
  await expect(form.getByText("New", { exact: true })).toBeVisible();
  const followUrl = form.url();

  // Staff see it under the form and move it on with a note.
  await signInByApi(page, STAFF_EMAIL);
  await page.goto("/request-audience?variant=pro");
  const list = page.getByRole("region", { name: "Audience requests (staff)" });
  const row = list.getByRole("row").filter({ hasText: name });
  await expect(row).toBeVisible();
  await expectAxeClean(page);
  await row.getByRole("button", { name: "Mark In progress" }).click();
  await page.getByLabel("Note to the requester (optional)").fill("Building it this week");
  await page.getByRole("button", { name: "Change status" }).click();
  await expect(page.getByText(/is now In progress/)).toBeVisible();
  await expect(row.getByText("In progress", { exact: true })).toBeVisible();

  // The requester is told, and their link shows where it stands.
  const told = await readOutbox(visitor, requester, /Your audience request is in progress/);
  await told.outbox.close();
  await form.goto(followUrl);
  await expect(form.getByText("In progress", { exact: true })).toBeVisible();
  await expect(form.getByText("Building it this week")).toBeVisible();
  await visitor.close();
});
