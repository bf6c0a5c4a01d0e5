import { expect, type Page, test } from "@playwright/test";
import { useDemoWorld } from "./demo-world-server.ts";
import { createTeam, signInByApi, uniqueEmail } from "./helpers.ts";

// The main flow on a phone (390 × 844): sign in, analyse, create a package, save it, apply it. The shared e2e
// server has no demo world, so this spec reads the run's demo world (its coffee community is known by
// construction).
const PHONE = { width: 390, height: 844 };
const demo = useDemoWorld();

/**
 * The page scrolls only up and down: nothing reaches past the screen's right edge. Names the widest elements
 * that do, so a failure says what to fix.
 */
async function expectNoSideScroll(page: Page, step: string): Promise<void> {
  await page.waitForTimeout(300);
  const fit = await page.evaluate(() => {
    const root = document.scrollingElement as HTMLElement;
    const width = window.innerWidth;
    const over = Array.from(document.querySelectorAll<HTMLElement>("body *"))
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && el.getClientRects().length > 0)
      // Content inside a box that scrolls on its own (a wide table) does not widen the page.
      .filter((el) => {
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
          const overflow = getComputedStyle(p).overflowX;
          if (overflow === "auto" || overflow === "scroll" || overflow === "hidden" || overflow === "clip")
            return false;
        }
        return true;
      })
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${el.className.toString().split(" ").slice(0, 2).join(".")} → ${Math.round(el.getBoundingClientRect().right)}px`,
      );
    return { scrollWidth: root.scrollWidth, innerWidth: width, over };
  });
  // A phone browser zooms a page out to its widest content: the window must stay the screen's width.
  expect(fit.innerWidth, `${step}: the window is ${fit.innerWidth}px wide`).toBe(PHONE.width);
  expect(
    fit.scrollWidth,
    `${step}: the page is ${fit.scrollWidth}px wide on a ${fit.innerWidth}px screen (${fit.over.join("; ")})`,
  ).toBeLessThanOrEqual(fit.innerWidth);
}

test("sign in, analyse, create a package, save and apply it on a 390 px wide phone", async ({ browser }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ baseURL: demo.baseURL, viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();

  await page.goto("/login");
  await expectNoSideScroll(page, "sign-in");
  await signInByApi(page, uniqueEmail("narrow"));
  await page.goto("/choose-team");
  await expectNoSideScroll(page, "choose a team");
  const slug = await createTeam(page, `Phone ${Math.random().toString(36).slice(2, 8)}`);
  await expectNoSideScroll(page, "the team's first page");

  // The navigation is a burger menu: closed, it takes no room; open, it lists the team's pages.
  const burger = page.getByRole("button", { name: "Toggle navigation" });
  await expect(burger).toBeVisible();
  await burger.click();
  await expect(
    page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Explore" }),
  ).toBeVisible();
  await expectNoSideScroll(page, "the open menu");
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Explore" }).click();
  await expect(page).toHaveURL(`/${slug}/explore-x`);
  await expectNoSideScroll(page, "explore, before an analysis");

  // An analysis with all its cards drawn.
  await page.goto(`/${slug}/explore-x?type=keyword&q=coffee`);
  await expect(page.getByTestId("section-card-audience_size")).toContainText(/\d/, { timeout: 60_000 });
  await expect(page.getByTestId("section-card-top_accounts").getByRole("table")).toBeVisible({ timeout: 90_000 });
  await expectNoSideScroll(page, "the analysis");

  // A package from a brief, saved as an audience.
  await page.goto(`/${slug}/creator`);
  await expectNoSideScroll(page, "the creator");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Campaign brief").fill("specialty coffee lovers who brew pour over at home");
  await page.getByRole("button", { name: "Next" }).click();
  await expectNoSideScroll(page, "the creator's places step");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Generate package" }).click();
  await expect(page.getByRole("heading", { name: "Your targeting package" })).toBeVisible({ timeout: 90_000 });
  await expectNoSideScroll(page, "the generated package");
  const name = `Coffee on a phone ${Math.random().toString(36).slice(2, 6)}`;
  await page.getByRole("combobox", { name: "Audience name" }).fill(name);
  await page.getByRole("button", { name: "Save as audience" }).click();
  await expect(page).toHaveURL(`/${slug}/audiences`);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toBeVisible();
  await expectNoSideScroll(page, "the audiences");

  // A sandbox ad account, then the audience applied to one of its line items.
  await page.goto(`/${slug}/team`);
  const ads = page.locator("section").filter({ has: page.getByRole("heading", { name: "Ad accounts", exact: true }) });
  await ads.getByLabel("Ad account id").fill(`sbx-${Math.random().toString(36).slice(2, 8)}`);
  await ads.getByLabel("Name", { exact: true }).fill("Phone sandbox");
  await ads.getByRole("button", { name: "Link account" }).click();
  await expect(ads.getByRole("row").filter({ hasText: "Phone sandbox" })).toBeVisible();
  await expectNoSideScroll(page, "team settings");

  await page.goto(`/${slug}/audiences`);
  await page.getByRole("row").filter({ hasText: name }).getByRole("link", { name }).click();
  await expectNoSideScroll(page, "the audience's page");
  await page.getByRole("button", { name: `Apply to ad account: ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Apply “${name}” to an ad account` });
  await dialog.getByRole("radio", { name: "Apply through the API to a line item" }).check();
  const lineItem = dialog.getByRole("combobox", { name: "Line item" });
  await expect(lineItem.getByRole("option", { name: /Sandbox line item 1/ })).toBeAttached();
  await lineItem.selectOption({ index: 1 });
  await dialog.getByRole("button", { name: "Review what will be sent" }).click();
  await expect(dialog.getByRole("table", { name: "What will be sent" })).toBeVisible();
  await expectNoSideScroll(page, "the apply dialog's review");
  await dialog.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(dialog.getByText("Applied", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expectNoSideScroll(page, "the applied criteria");
  await context.close();
});
