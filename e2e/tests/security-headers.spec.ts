import { readFile } from "node:fs/promises";
import path from "node:path";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { createTeam, signIn } from "./helpers.ts";

/** A STAFF_EMAILS address of the e2e server (playwright.config.ts) that only this spec signs in with. */
const STAFF_EMAIL = "csp@example.com";
/** Real X API v2 search results (twarc2): 100 posts of 2021-09-22, most tagged #kpop. */
const FIXTURE = path.resolve(import.meta.dirname, "../../packages/server/fixtures/twarc-v2/kpop.jsonl");

/** Puts posts in the store through the upload API, so the analysis draws its charts. */
async function importFixture(page: Page): Promise<void> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem("xa.login") ?? "{}") as { token?: string }).token,
  );
  const headers = { Authorization: `Token ${token}`, "X-CSRFToken": token as string };
  const upload = await page.request.post("/api/social/imports/?filename=kpop.jsonl", {
    headers: { ...headers, "Content-Type": "application/octet-stream" },
    data: await readFile(FIXTURE),
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { id } = (await upload.json()) as { id: string };
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/social/jobs/${id}/`, { headers })).json()) as { status: string }).status,
      {
        timeout: 60_000,
      },
    )
    .toBe("done");
}

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
  await expect(page.getByRole("heading", { level: 1, name: "Explore" })).toBeVisible();
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
