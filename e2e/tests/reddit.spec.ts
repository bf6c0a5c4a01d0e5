import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import type { AnalyzeQueryResponse } from "@xa/core/analysis/analyze-query";
import { authHeaders, createTeamByApi, signInByApi } from "./helpers.ts";

/** A STAFF_EMAILS address of the e2e server (playwright.config.ts) that only this spec signs in with. */
const STAFF_EMAIL = "reddit@example.com";
const DUMP = path.resolve(import.meta.dirname, "../../packages/server/fixtures/reddit/dump.ndjson");
const START = "2026-10-26";
const END = "2026-10-27";

test("a Reddit dump uploaded on the Data page fills the subreddits card of a keyword analysis", async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInByApi(page, STAFF_EMAIL);
  const slug = await createTeamByApi(page, `Reddit Desk ${Math.random().toString(36).slice(2, 8)}`);
  // A word of this run only (the fixture's "espresso", its subreddit and users renamed): no other
  // spec's analysis of the shared store can match these posts.
  const word = `brew${Math.random().toString(36).slice(2, 8)}`;
  const dump = (await readFile(DUMP, "utf8")).replaceAll("espresso", word);

  await page.goto(`/${slug}/data`);
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Choose a file" }).click();
  await (await chooser).setFiles({
    name: "RC_2026-10.ndjson",
    mimeType: "application/x-ndjson",
    buffer: Buffer.from(dump),
  });
  await page.getByLabel("Format").selectOption({ label: "Detect automatically" });
  await page.getByRole("button", { name: "Upload and import" }).click();
  const progress = page.getByTestId("import-progress");
  await expect(progress.getByTestId("import-status")).toHaveText("Done", { timeout: 60_000 });
  await expect(progress.getByText("Format: Reddit dump (NDJSON)")).toBeVisible();

  await page.goto(`/${slug}/explore-x?type=keyword&q=${word}&start=${START}&end=${END}`);
  const api = await page.request.post("/api/external/analyze-query/", {
    headers: await authHeaders(page),
    data: {
      query_type: "keyword",
      query: word,
      start_date: `${START}T00:00:00.000Z`,
      end_date: `${END}T23:59:59.999Z`,
      sections: ["subreddits"],
    },
  });
  expect(api.status()).toBe(200);
  const section = ((await api.json()) as AnalyzeQueryResponse).sections.subreddits;
  if (section?.kind !== "terms") throw new Error("the subreddits section is a terms section");
  expect(section.items.map((i) => i.term).sort()).toEqual(["Coffee", "Cooking", word]);

  // The card draws the API's numbers: each subreddit as r/name with its posts and authors.
  const card = page.getByTestId("section-card-subreddits");
  await card.scrollIntoViewIfNeeded();
  const table = card.getByRole("table", { name: "Subreddits" });
  await expect(table).toBeVisible({ timeout: 60_000 });
  for (const item of section.items) {
    const row = table.getByRole("row").filter({ hasText: `r/${item.term}` });
    await expect(row.getByRole("cell").nth(2)).toHaveText(String(item.count));
    await expect(row.getByRole("cell").nth(3)).toHaveText(String(item.authors));
  }
  await expect(card.getByTestId("section-note")).toHaveCount(0);
  await context.close();
});
