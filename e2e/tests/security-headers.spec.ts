import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { createTeam, importFixture, signIn } from "./helpers.ts";

/** A STAFF_EMAILS address of the e2e server (playwright.config.ts) that only this spec signs in with. */
const STAFF_EMAIL = "csp@example.com";

/** Every CSP violation any page of the context reports: the console's "Refused to ..." and the DOM event. */
async function watchCsp(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  const watch = (page: Page) =>
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
  context.on("page", watch);
  for (const page of context.pages()) watch(page);
  return violations;
}

test("the built app runs under its Content-Security-Policy without a violation", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ acceptDownloads: true });
  const violations = await watchCsp(context);
  const page = await context.newPage();

  const login = await page.goto("/login");
  const headers = login?.headers() ?? {};
  expect(headers["content-security-policy"]).toContain("script-src 'self'");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  await expect(page.getByRole("button", { name: "Send me a code" })).toBeVisible();

  // Signing in reads the code on the outbox page, which this browser may see: it runs on this machine.
  await signIn(page, STAFF_EMAIL);
  await importFixture(page);
  const slug = await createTeam(page, `CSP ${Math.random().toString(36).slice(2, 8)}`);

  // An analysis with its ECharts charts and avatars, and a card drawn as a PNG (html-to-image:
  // data: and blob: URLs).
  await page.goto(`/${slug}/explore-x?type=keyword&q=%23kpop&start=2021-09-22&end=2021-09-22`);
  // The analysis page is a lazy chunk; with the other worker busy it can take longer than the default expect timeout.
  await expect(page.getByRole("heading", { level: 1, name: "Explore" })).toBeVisible({ timeout: 30_000 });
  const card = page.getByTestId("section-card-audience_size");
  await expect(card.getByTestId("section-count")).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-testid^="section-card-"] [role="img"] svg').first()).toBeVisible({
    timeout: 30_000,
  });
  const downloading = page.waitForEvent("download");
  await card.getByRole("button", { name: "Download Audience size as an image" }).click();
  expect((await downloading).suggestedFilename()).toMatch(/\.png$/);

  // A moment for late reports (styles and images applied after the last assertion).
  await page.waitForTimeout(500);
  expect(violations).toEqual([]);
  await context.close();
});
