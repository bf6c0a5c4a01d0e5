import { expect, test } from "@playwright/test";
import type { AnalyzeQueryResponse } from "@xa/core/analysis/analyze-query";
import ExcelJS from "exceljs";
import { authHeaders, createTeamByApi, importFixture, signInByApi } from "./helpers.ts";

/** A STAFF_EMAILS address of the e2e server (playwright.config.ts) that only this spec signs in with. */
const STAFF_EMAIL = "analyst@example.com";
const DAY = "2021-09-22";

test("a keyword analysis of imported posts: builder, explain counts, cards, expand and an XLSX export", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await signInByApi(page, STAFF_EMAIL);
  await importFixture(page);
  const slug = await createTeamByApi(page, `Analysts ${Math.random().toString(36).slice(2, 8)}`);
  await page.goto(`/${slug}/`);

  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Explore" }).click();
  await expect(page).toHaveURL(`/${slug}/explore-x`);
  await expect(page.getByRole("heading", { level: 1, name: "Explore" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("No analysis yet")).toBeVisible();

  // The keyword builder writes the query text; the explain counts follow it.
  // The type switch is a radio group drawn as segments; its labels take the click.
  await page
    .locator("label")
    .filter({ hasText: /^Audience$/ })
    .click();
  await expect(page.getByRole("radio", { name: "Audience" })).toBeChecked();
  const group = page.getByRole("combobox", { name: "Group 1: all of these" });
  await group.fill("#kpop");
  await group.press("Enter");
  await expect(page.getByLabel("Query text")).toHaveValue("#kpop");
  await page.getByLabel("From", { exact: true }).fill(DAY);
  await page.getByLabel("To", { exact: true }).fill(DAY);
  const explain = page.getByTestId("explain-counts");
  await expect(explain).toContainText(/\d+ matching posts in total/);
  await expect(explain.getByRole("row").filter({ hasText: "#kpop" })).toBeVisible();

  // A typed query with a syntax error is refused next to the field, not run.
  await page.getByLabel("Query text").fill('#kpop OR "lisa');
  await page.getByLabel("Query text").blur();
  await expect(page.getByText(/Unclosed quote at character 10/)).toBeVisible();
  await page.getByLabel("Query text").fill("#kpop");

  // Keyboard path: run the analysis and expand a card with Enter.
  await page.getByRole("button", { name: "Analyze" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/type=keyword/);
  const url = new URL(page.url());
  expect(url.searchParams.get("q")).toBe("#kpop");
  expect(url.searchParams.get("start")).toBe(DAY);
  expect(url.searchParams.get("end")).toBe(DAY);

  // The audience size card shows the store's number: the same the API gives, at least the 82 authors in the file.
  const api = await page.request.post("/api/external/analyze-query/", {
    headers: await authHeaders(page),
    data: {
      query_type: "keyword",
      query: "#kpop",
      start_date: `${DAY}T00:00:00.000Z`,
      end_date: `${DAY}T23:59:59.999Z`,
      sections: ["audience_size"],
    },
  });
  expect(api.status()).toBe(200);
  const sizeSection = ((await api.json()) as AnalyzeQueryResponse).sections.audience_size;
  expect(sizeSection?.kind).toBe("count");
  const size = sizeSection?.kind === "count" ? sizeSection.value : Number.NaN;
  expect(size).toBeGreaterThanOrEqual(82);
  const sizeCard = page.getByTestId("section-card-audience_size");
  await expect(sizeCard.getByTestId("section-count")).toHaveText(size.toLocaleString("en"), { timeout: 30_000 });

  // Expand: two columns, the Powered by caption, the collapse icon; the link keeps it.
  await expect(sizeCard.getByText("Powered by XAudience")).toHaveCount(0);
  await sizeCard.getByRole("button", { name: "Expand Audience size" }).focus();
  await page.keyboard.press("Enter");
  await expect(sizeCard.getByText("Powered by XAudience")).toBeVisible();
  await expect(sizeCard.getByRole("button", { name: "Collapse Audience size" })).toBeVisible();
  await expect(sizeCard).toHaveAttribute("data-expanded", "true");
  await expect(page).toHaveURL(/card=audience_size/);

  // The posts card (same step) loads too; its first post is what the sheet must hold.
  const postsCard = page.getByTestId("section-card-posts");
  const firstPost = postsCard.getByTestId("post-card").first();
  await expect(firstPost).toBeVisible({ timeout: 30_000 });

  // Choose two sections and export them as a workbook.
  await page.getByRole("button", { name: /^Sections:/ }).click();
  await page.getByRole("button", { name: "None", exact: true }).click();
  await page.getByRole("checkbox", { name: "Audience size" }).check();
  await page.getByRole("checkbox", { name: "Posts", exact: true }).check();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: /^Sections: 2 of \d+/ })).toBeVisible();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download sheet" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^xaudience-kpop-\d{4}-\d{2}-\d{2}\.xlsx$/);
  await expect(page.getByText("Exported sheet")).toBeVisible();

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  // Sheets and headers read as the cards do, not as column ids.
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["Audience size", "Posts"]);
  const sizeSheet = workbook.getWorksheet("Audience size");
  expect(sizeSheet?.getRow(2).getCell(2).value).toBe(size);
  const postsSheet = workbook.getWorksheet("Posts");
  if (!postsSheet) throw new Error("no posts sheet");
  const header = (postsSheet.getRow(1).values as unknown[]).slice(1);
  expect(header).not.toContain("like_count");
  const textColumn = header.indexOf("Text") + 1;
  expect(textColumn).toBeGreaterThan(0);
  const firstText = String(postsSheet.getRow(2).getCell(textColumn).value ?? "");
  expect(firstText.length).toBeGreaterThan(0);
  // The page shows the same first post (its opening words, before any line break or truncation).
  await expect(firstPost).toContainText(firstText.split("\n")[0]?.slice(0, 30) ?? "");
  await context.close();
});
