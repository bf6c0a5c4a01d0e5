import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { useDemoWorld } from "./demo-world-server.ts";
import { signInByApi, uniqueEmail } from "./helpers.ts";

// Topic clusters read the store's posts: this spec reads the run's demo world, whose gun debate the query finds.
const demo = useDemoWorld();

async function expectAccessible(page: Page, name: string): Promise<void> {
  await expect(page.locator(".mantine-Loader-root")).toHaveCount(0, { timeout: 45_000 });
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`);
  expect.soft(serious, `axe findings on ${name}`).toEqual([]);
}

test("find a debate's clusters by keyboard, highlight one and download GEXF and XLSX, axe-clean", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: demo.baseURL, acceptDownloads: true });
  const page = await context.newPage();
  await signInByApi(page, uniqueEmail("clusters"));
  await page.goto("/clusters?variant=pro");
  await expect(page.getByRole("heading", { level: 1, name: "Topic clusters" })).toBeVisible();
  await expect(page.getByText("Type a keyword query to find its topic clusters")).toBeVisible();
  await expectAccessible(page, "the empty page");

  // Typed and sent by keyboard: Enter in the query submits the form, which puts the query in the link.
  const query = page.getByRole("textbox", { name: /Keyword query/ });
  await query.focus();
  await page.keyboard.type("guns OR gun OR #guns OR #gundebate");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/[?&]q=guns\+OR\+gun/);
  const table = page.getByRole("table", { name: "Topic clusters" });
  await expect(table).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("clusters-method")).toContainText("Louvain");
  // Drawn by sigma, or, without WebGL, said so beside the same list.
  await expect(
    page
      .getByRole("img", { name: /Graph of \d+ terms in \d+ clusters/ })
      .or(page.getByText("This browser cannot draw the graph")),
  ).toBeVisible();

  // The second cluster's button, reached with Tab from the first, pressed with Enter.
  const buttons = page.getByTestId("cluster-button");
  await buttons.first().focus();
  await page.keyboard.press("Tab");
  await expect(buttons.nth(1)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(buttons.nth(1)).toHaveAttribute("aria-pressed", "true");
  await expect(table.getByRole("button", { pressed: true })).toHaveCount(1);
  await expect(table.getByRole("button", { pressed: true })).toHaveAccessibleName(/^2\. /);
  await expect(page.getByText(/Highlighted: cluster 2,/)).toBeVisible();
  await expectAccessible(page, "clusters with one highlighted");

  const gexf = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download GEXF (Gephi)" }).click();
  const gexfFile = await (await gexf).path();
  const text = await readFile(gexfFile, "utf8");
  expect(text).toContain('<gexf xmlns="http://gexf.net/1.3" version="1.3">');
  expect(text).toContain('<attvalue for="cluster"');
  const xlsx = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download XLSX" }).click();
  expect((await xlsx).suggestedFilename()).toMatch(/^topic-clusters-guns-OR-gun.*\.xlsx$/);

  // The server's refusal, in words.
  await page.goto('/clusters?q="gun');
  await expect(page.getByRole("alert")).toContainText("Unclosed quote");
  await context.close();
});
