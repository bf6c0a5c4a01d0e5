import { expect, type Locator, type Page, test } from "@playwright/test";
import { createTeamByApi, importFixture, newSignedInPage, signInByApi, uniqueEmail } from "./helpers.ts";

const ENGLISH_MONTHS = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/;

/** How many lines each header's text takes (a header broken mid-word takes two or more). */
function headerLines(table: Locator) {
  return table.locator("th").evaluateAll((cells) =>
    cells
      .filter((cell) => (cell.textContent ?? "").trim() !== "")
      .map((cell) => {
        // The text's own line boxes: a sort icon beside it is no line of its own.
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        const tops = new Set<number>();
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const r of Array.from(range.getClientRects())) if (r.width > 0) tops.add(Math.round(r.top));
        }
        return { text: (cell.textContent ?? "").trim(), lines: tops.size };
      }),
  );
}

/** The share of voice card of a conversation analysis comparing two keywords of the kpop fixture, in the page's language. */
async function openShareOfVoice(page: Page, slug: string) {
  const query = encodeURIComponent("kpop OR lisa");
  await page.goto(`/${slug}/explore-x?type=conversation&q=${query}&start=2021-09-19&end=2021-09-25`);
  const table = page.getByTestId("section-card-share_of_voice").getByRole("table");
  await expect(table).toBeVisible({ timeout: 30_000 });
  return table;
}

/** How far the table's last column (the negative share) reaches past its card's edge. */
function overhang(table: Locator) {
  return table.evaluate((el) => {
    const card = (el.closest("[data-testid^='section-card-']") as HTMLElement).getBoundingClientRect();
    const last = Array.from(el.querySelectorAll("th")).at(-1)?.getBoundingClientRect();
    return Math.max(0, Math.round((last?.right ?? Number.POSITIVE_INFINITY) - card.right));
  });
}

test("a Japanese analysis labels its axes in Japanese and shows every column whole", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // Staff, to put the fixture's posts in the store.
  await signInByApi(page, "layout@example.com");
  await importFixture(page);
  const slug = await createTeamByApi(page, "Layout Team");

  // In English first: the share of voice table fits its card (an exported image cannot scroll).
  expect(await overhang(await openShareOfVoice(page, slug))).toBe(0);

  await page.goto(`/${slug}/account`);
  await page.getByLabel("Language").selectOption("ja");
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  const table = await openShareOfVoice(page, slug);
  const volume = page.getByTestId("section-card-conversation_volume");
  await expect(volume.locator("svg text").first()).toBeVisible({ timeout: 30_000 });
  const labels = await volume.locator("svg text").allTextContents();
  expect(labels.join(" ")).not.toMatch(ENGLISH_MONTHS);
  expect(labels.some((l) => /\d+月\d+日/.test(l))).toBe(true);

  for (const header of await headerLines(table)) expect(header, header.text).toMatchObject({ lines: 1 });
  expect(await overhang(table)).toBe(0);
  await context.close();
});

test("an invite's status badge shows its whole word", async ({ browser }) => {
  const ann = await newSignedInPage(browser, "badge");
  await ann.page.setViewportSize({ width: 1024, height: 800 });
  const slug = await createTeamByApi(ann.page, "Badge Team");
  await ann.page.goto(`/${slug}/team`);
  await ann.page.getByLabel("Email addresses").fill(uniqueEmail("invitee-with-a-rather-long-address"));
  await ann.page.getByRole("button", { name: "Send invites" }).click();
  const badge = ann.page.getByRole("table", { name: "Invites" }).locator(".mantine-Badge-root").first();
  await expect(badge).toHaveText(/pending/i);
  const fits = await badge.evaluate((el) =>
    [el, ...Array.from(el.querySelectorAll("*"))].every((node) => node.scrollWidth <= node.clientWidth),
  );
  expect(fits).toBe(true);
  await ann.context.close();
});
