import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { createTeamByApi, importFile, readOutbox, signInByApi } from "./helpers.ts";

// Staff, so the spec can import posts through the upload API as a store's staff do.
const EMAIL = "monitors@example.com";

async function expectAxeClean(page: Page, name: string) {
  await expect(page.locator(".mantine-Loader-root")).toHaveCount(0, { timeout: 30_000 });
  const axe = await new AxeBuilder({ page }).analyze();
  const bad = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    name,
  ).toEqual([]);
}

/** `n` posts with the word, an hour old, each by an author of its own, as JSON lines of X API v2 pages. */
function posts(word: string, from: number, n: number): Buffer {
  const at = new Date(Date.now() - 3_600_000).toISOString();
  const lines = Array.from({ length: n }, (_, i) => {
    const id = `${Date.now()}${from + i}`;
    const author = `7${id}`;
    return JSON.stringify({
      data: [{ id, text: `Tasting ${word} today #${word}`, author_id: author, lang: "en", created_at: at }],
      includes: { users: [{ id: author, username: `taster${id}`, name: `Taster ${from + i}` }] },
    });
  });
  return Buffer.from(`${lines.join("\n")}\n`);
}

test("a monitor set by keyboard alerts in the app and by mail when imported posts cross its threshold", async ({
  page,
}) => {
  test.setTimeout(150_000);
  // A word no other spec's posts have, so only this spec's imports move the monitor.
  const word = `zephyr${Date.now().toString(36)}`;
  await signInByApi(page, EMAIL);
  await createTeamByApi(page, `Monitors ${Date.now()}`);
  await importFile(page, "monitor-1.jsonl", posts(word, 0, 4));

  await page.goto("/monitors?variant=pro");
  await expect(page.getByRole("heading", { level: 1, name: "Monitors" })).toBeVisible();
  await expect(page.getByText("No monitors yet")).toBeVisible();
  await expectAxeClean(page, "no monitors");

  // By keyboard: the query, then Enter saves (the posts threshold stays at its 50%).
  await page.getByRole("textbox", { name: /^Keyword query/ }).focus();
  await page.keyboard.type(word);
  await page.keyboard.press("Enter");
  const table = page.getByRole("table", { name: "The team's monitors" });
  const row = table.getByRole("row").filter({ hasText: word });
  await expect(row.getByRole("cell", { name: "4", exact: true })).toBeVisible();
  // Each post by an author of its own: the run counts them as the analyses do.
  await expect(
    page.getByRole("table", { name: `Runs of ${word}` }).getByRole("cell", { name: "4", exact: true }),
  ).toHaveCount(2);
  await expect(page.getByRole("heading", { level: 2, name: word })).toBeVisible();

  // Four more posts double the volume: the import's run alerts once.
  await importFile(page, "monitor-2.jsonl", posts(word, 4, 4));
  const reason = "Posts 4 → 8 (+100%; threshold 50%)";
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(reason).first()).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 80_000 });
  await expect(page.getByLabel("1 unread alert")).toBeVisible();
  await expect(row.getByText("Posts +100%")).toBeVisible();
  await expectAxeClean(page, "a monitor with its alert");

  const mail = await readOutbox(page.context(), EMAIL, new RegExp(`Monitor alert: ${word}`));
  await expect(mail.message).toContainText("Posts: 4 → 8 (+100%; threshold 50%)");
  await mail.outbox.close();

  // Read: the unread count goes.
  await page.getByRole("button", { name: "Mark as read" }).first().click();
  await expect(page.getByLabel("1 unread alert")).toHaveCount(0);
});
