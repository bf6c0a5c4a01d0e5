import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { useDemoWorld } from "./demo-world-server.ts";
import { createTeamByApi, signInByApi, uniqueEmail } from "./helpers.ts";

// The shared e2e server has no demo world (other specs need an empty store), so this spec reads the run's,
// whose coffee community is known by construction.
const BRIEF = "specialty coffee lovers who brew pour over at home";
const demo = useDemoWorld();

/** No serious or critical axe finding on what the page shows now. */
async function expectAccessible(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
  expect.soft(serious, `axe findings on ${name}`).toEqual([]);
}

test("a free-text brief becomes a targeting package, saved as an audience and downloaded as XLSX", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ baseURL: demo.baseURL, acceptDownloads: true });
  const page = await context.newPage();
  await signInByApi(page, uniqueEmail("targeting"));
  const slug = await createTeamByApi(page, `Roasters ${Math.random().toString(36).slice(2, 8)}`);

  // A team lands on its audiences, which says there are none yet and offers the creator.
  await page.goto(`/${slug}/`);
  await expect(page).toHaveURL(`/${slug}/audiences`);
  await expect(page.getByText("No audiences yet")).toBeVisible();
  await page.getByRole("link", { name: "Create audience" }).first().click();
  await expect(page).toHaveURL(`/${slug}/creator`);

  // The stepper: how (a free-text brief, the default), the brief, who and where, budget; Enter goes on too.
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Write at least 10 characters about the campaign.")).toBeVisible();
  await page.getByLabel("Campaign brief").fill(BRIEF);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("US states and GB regions")).toBeVisible();
  await page.getByRole("button", { name: "Next" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("I will give")).toBeVisible();
  await page.getByRole("button", { name: "Generate package" }).click();

  // "Generating…" until the package has keywords or hashtags (polled every 3 s), then the estimate and the package.
  await expect(page.getByRole("heading", { name: "Your targeting package" })).toBeVisible({ timeout: 90_000 });
  const estimate = page.getByTestId("estimate");
  await expect(estimate.getByText("Size when generated", { exact: true })).toBeVisible();
  await expect(estimate).toContainText(/\d+ accounts in the store/);
  await expect(estimate.getByText("coffee", { exact: true })).toBeVisible();
  await expect(page.getByRole("table", { name: "Keywords" })).toContainText("coffee");
  await expectAccessible(page, "the generated package");

  // Deselect the first suggested handle.
  await page.getByRole("tab", { name: /^Handles/ }).click();
  const keep = page.getByRole("table", { name: "Handles" }).getByRole("checkbox").first();
  const label = (await keep.getAttribute("aria-label")) ?? "";
  const handle = /^Keep @(\w+)$/.exec(label)?.[1] ?? "";
  expect(handle, `a handle in "${label}"`).not.toBe("");
  await keep.uncheck();
  await expect(keep).not.toBeChecked();

  // Save as an audience; the team's audiences list it.
  const name = `Coffee at home ${Math.random().toString(36).slice(2, 6)}`;
  await page.getByRole("combobox", { name: "Audience name" }).fill(name);
  await page.getByRole("button", { name: "Save as audience" }).click();
  await expect(page).toHaveURL(`/${slug}/audiences`);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText("Targetable");
  await expectAccessible(page, "the audiences list");

  // Its targeting package downloads as an XLSX workbook (a zip) that has the deselected handle.
  await row.getByRole("button", { name: `Actions for ${name}` }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "Download targeting package" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const file = await download.path();
  const bytes = await readFile(file);
  expect(bytes.subarray(0, 4).toString("hex")).toBe("504b0304");
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const cells = workbook.worksheets.flatMap((sheet) =>
    sheet.getSheetValues().flatMap((r) => (Array.isArray(r) ? r.map((v) => String(v ?? "")) : [])),
  );
  expect(cells.some((c) => c.replace(/^@/, "") === handle)).toBe(true);
  await context.close();
});

test("an analysis offers a targeting package with the analysis as the brief", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: demo.baseURL });
  const page = await context.newPage();
  await signInByApi(page, uniqueEmail("targeting-analysis"));
  const slug = await createTeamByApi(page, `Analysts ${Math.random().toString(36).slice(2, 8)}`);

  await page.goto(`/${slug}/explore-x?type=keyword&q=${encodeURIComponent("#coffee")}`);
  await page.getByRole("button", { name: "Create a targeting package" }).click();
  await expect(page).toHaveURL(`/${slug}/creator`);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("The brief is your analysis: #coffee")).toBeVisible();
  for (let step = 0; step < 2; step++) await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Generate package" }).click();
  await expect(page.getByRole("heading", { name: "Your targeting package" })).toBeVisible({ timeout: 90_000 });
  await page.getByRole("tab", { name: /^Hashtags/ }).click();
  await expect(page.getByRole("table", { name: "Hashtags" })).toContainText("#coffee");
  await context.close();
});
