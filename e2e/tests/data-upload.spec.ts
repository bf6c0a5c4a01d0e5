import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { createTeamByApi, newSignedInPage, signInByApi } from "./helpers.ts";

/** STAFF_EMAILS of the e2e server (playwright.config.ts). */
const STAFF_EMAIL = "uploader@example.com";
const FIXTURE = path.resolve(import.meta.dirname, "../../packages/server/fixtures/twarc-v2/two_tweets.jsonl");

async function storeCount(page: Page, kind: "posts" | "accounts"): Promise<number> {
  const text = (await page.getByTestId(`store-${kind}`).textContent()) ?? "";
  return Number(text.replace(/[^\d]/g, ""));
}

test("staff upload an X API v2 file by keyboard, watch the import finish, and see bad files refused", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInByApi(page, STAFF_EMAIL);
  const slug = await createTeamByApi(page, `Data Desk ${Math.random().toString(36).slice(2, 8)}`);
  await page.goto(`/${slug}/`);

  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Data" }).click();
  await expect(page).toHaveURL(`/${slug}/data`);
  await expect(page.getByRole("heading", { level: 1, name: "Data" })).toBeVisible();
  await expect(page.getByTestId("store-posts")).toBeVisible();
  // No X API token on this server: the live fetch is offered, but says it is off.
  const xFetch = page.getByRole("region", { name: "Fetch from the X API" });
  await expect(xFetch.getByTestId("x-connector-off")).toContainText("X_BEARER_TOKEN");
  await expect(xFetch.getByRole("button", { name: "Fetch" })).toBeDisabled();
  await expect(xFetch.getByRole("heading", { name: "Past fetches" })).toBeVisible();
  await expect(xFetch.getByText("No fetches yet")).toBeVisible();
  const postsBefore = await storeCount(page, "posts");
  const accountsBefore = await storeCount(page, "accounts");

  // Keyboard only: open the file picker with Enter, then submit the form with Enter.
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Choose a file" }).focus();
  await page.keyboard.press("Enter");
  await (await chooser).setFiles(FIXTURE);
  await expect(page.getByTestId("chosen-file")).toContainText("two_tweets.jsonl");
  await page.getByLabel("Format").selectOption({ label: "Detect automatically" });
  await page.getByRole("button", { name: "Upload and import" }).focus();
  await page.keyboard.press("Enter");

  const progress = page.getByTestId("import-progress");
  await expect(progress.getByRole("heading", { name: "Import of two_tweets.jsonl" })).toBeVisible();
  await expect(progress.getByTestId("import-status")).toHaveText("Done", { timeout: 30_000 });
  await expect(progress.getByTestId("progress-stage")).toContainText(/Finished: \d+ new/);
  await expect(progress.getByText("Format: X API v2")).toBeVisible();
  expect(Number(await progress.getByTestId("progress-read").textContent())).toBeGreaterThanOrEqual(1);
  expect(Number(await progress.getByTestId("progress-imported").textContent())).toBeGreaterThan(0);
  await expect(progress.getByTestId("written-table").getByRole("row", { name: /^Posts \d+/ })).toBeVisible();

  // The store's counts went up, and the import is listed.
  await expect.poll(() => storeCount(page, "posts")).toBeGreaterThan(postsBefore);
  await expect.poll(() => storeCount(page, "accounts")).toBeGreaterThan(accountsBefore);
  const imports = page.getByRole("table", { name: "Past imports" });
  await expect(imports.getByRole("row").filter({ hasText: "two_tweets.jsonl" }).first()).toContainText("Done");

  // The progress is in the URL: a reload shows the same finished job.
  await page.reload();
  await expect(page.getByTestId("import-status").first()).toHaveText("Done");

  // A bad file gets the server's readable error. (One staff test: the staff address signs in once.)
  const chooserAgain = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Choose a file" }).click();
  await (await chooserAgain).setFiles({
    name: "empty.jsonl",
    mimeType: "application/x-ndjson",
    buffer: Buffer.from(""),
  });
  await page.getByRole("button", { name: "Upload and import" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "The upload failed" })).toContainText("The file is empty");
  await context.close();
});

test("non-staff see no Data entry and a staff-only state at its URL", async ({ browser }) => {
  const { context, page } = await newSignedInPage(browser, "member");
  const slug = await createTeamByApi(page, `No Staff ${Math.random().toString(36).slice(2, 8)}`);
  await page.goto(`/${slug}/`);
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await expect(nav.getByRole("link", { name: "Team" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Data" })).toHaveCount(0);

  await page.goto(`/${slug}/data`);
  await expect(page.getByText("Only staff can upload data")).toBeVisible();
  await expect(page.getByRole("button", { name: "Upload and import" })).toHaveCount(0);
  // Still signed in: the staff-only calls never sign a member out.
  await expect(page).toHaveURL(`/${slug}/data`);
  await context.close();
});
