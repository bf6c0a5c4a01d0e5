import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { authHeaders, createTeamByApi, importFixture, signInByApi, uniqueEmail } from "./helpers.ts";

/** A STAFF_EMAILS address of the e2e server (playwright.config.ts) that only this spec signs in with. */
const STAFF_EMAIL = "a11y@example.com";

/**
 * Every page that exists, scanned by axe once it has drawn: no serious or critical violation
 * (contrast, names that differ from visible labels, missing labels...). Each failure names the
 * rule and the elements, so a regression says where it is.
 */
async function expectAccessible(page: Page, name: string): Promise<void> {
  // A page (and then its loaders and transitions) settles before the scan, so colours are measured
  // as a user sees them. It waits while another test's import holds the e2e server's embedded store.
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible({ timeout: 45_000 });
  await expect(page.locator(".mantine-Loader-root")).toHaveCount(0, { timeout: 45_000 });
  await page.waitForTimeout(300);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(" ")} ${node.html.slice(0, 160)} (${node.any[0]?.message ?? ""})`).join(" | ")}`,
    );
  // Soft, so one run lists the findings of every page.
  expect.soft(serious, `axe findings on ${name}`).toEqual([]);
}

/** Fills the team's billing details and starts a checkout of its first plan through the API; answers the checkout page's path. */
async function startLocalCheckout(page: Page, slug: string): Promise<string> {
  const headers = await authHeaders(page);
  const details = { invoice_email: "axe@example.com", country: "Japan", invoice_name: "Axe KK" };
  expect((await page.request.patch(`/api/teams/${slug}/`, { headers, data: details })).status()).toBe(200);
  const plans = (await (await page.request.get("/api/customer/plans/", { headers })).json()) as {
    id: number;
    name: string;
  }[];
  const plan = plans.find((p) => p.name === "Team");
  expect(plan, "the catalogue's Team plan").toBeTruthy();
  const checkout = await page.request.post("/api/customer/subscriptions/checkout/", {
    headers,
    data: { team: slug, plan: plan?.id, currency: "YEN" },
  });
  expect(checkout.status(), await checkout.text()).toBe(201);
  return new URL(((await checkout.json()) as { url: string }).url).pathname;
}

async function scanEach(page: Page, paths: string[]): Promise<void> {
  for (const path of paths) {
    await page.goto(path);
    await expectAccessible(page, path);
  }
}

test.describe("accessibility (axe)", () => {
  test.setTimeout(120_000);

  test("signed-out pages: login, the code step and the dev outbox", async ({ page }) => {
    await scanEach(page, ["/login", "/login/x", "/dev/outbox"]);
    await page.goto("/login");
    await page.getByLabel("Email").fill(uniqueEmail("axe-code"));
    await page.getByRole("button", { name: "Send me a code" }).click();
    await expect(page.getByLabel("Confirmation code")).toBeVisible();
    await expectAccessible(page, "the code step");
    await page.getByLabel("Confirmation code").fill("ZZZZZ9");
    await expect(page.getByText("That code did not work")).toBeVisible();
    await expectAccessible(page, "a refused code");
  });

  test("staff pages and an analysis with data: the upload page and every card", async ({ page }) => {
    test.setTimeout(180_000);
    await signInByApi(page, STAFF_EMAIL);
    await importFixture(page);
    const slug = await createTeamByApi(page, `Axe staff ${Date.now()}`);
    await scanEach(page, [`/${slug}/data`]);
    await page.goto(`/${slug}/explore-x?type=keyword&q=%23kpop&start=2021-09-22&end=2021-09-22`);
    await expect(page.getByText(/accounts in the audience/).first()).toBeVisible({ timeout: 60_000 });
    await expectAccessible(page, "a keyword analysis with data");
    await page.goto(`/explore?variant=pro&type=keyword&q=%23kpop&start=2021-09-22&end=2021-09-22`);
    await expect(page.getByText(/accounts in the audience/).first()).toBeVisible({ timeout: 60_000 });
    await expectAccessible(page, "a keyword analysis with data (pro, dark)");
  });

  // The team dashboard is always light; pro and premium default to dark.
  test("team dashboard pages", async ({ page }) => {
    // Twenty-odd pages, each scanned: as long as the pro pages' walk when the suite's two workers share the cores.
    test.setTimeout(180_000);
    // Signed in as the login page would, landing where it does for a user without a team.
    await signInByApi(page, uniqueEmail("axe-team"));
    await page.goto("/welcome");
    await expectAccessible(page, "/welcome");
    const slug = await createTeamByApi(page, `Axe ${Date.now()}`);
    const paths = [
      "/choose-team",
      `/${slug}/team`,
      `/${slug}/account`,
      `/${slug}/explore-x`,
      `/${slug}/explore-x?type=keyword&q=kpop`,
      `/${slug}/data`,
      `/${slug}/audiences`,
      `/${slug}/campaigns`,
      `/${slug}/media`,
      `/${slug}/creatives`,
      `/${slug}/communities`,
      "/helper-documents",
      `/${slug}/campaigns/new`,
      `/${slug}/campaigns/planner`,
      `/${slug}/team?checkout=cancel`,
      `/create-subscription/success?team=${slug}`,
      `/create-subscription/cancel?team=${slug}`,
    ];
    await scanEach(page, paths);
    // Local billing's checkout page, for a checkout started as the team's admin would; then, paid, the
    // team's plan with its invoice.
    const checkout = await startLocalCheckout(page, slug);
    await scanEach(page, [checkout]);
    const session = checkout.split("/").filter(Boolean).pop();
    const paid = await page.request.post(`/api/customer/local-checkout/${session}/complete/`, {
      headers: await authHeaders(page),
    });
    expect(paid.status(), await paid.text()).toBe(200);
    await page.goto(`/${slug}/team?checkout=success`);
    await expect(page.getByRole("table", { name: "Invoices" })).toBeVisible();
    await expectAccessible(page, "team settings with a paid plan and its invoice");
  });

  test("pro pages, signed out and signed in, dark and light", async ({ page }) => {
    test.setTimeout(180_000);
    await scanEach(page, ["/explore?variant=pro", "/?variant=pro", "/saved-lists?variant=pro"]);
    await signInByApi(page, uniqueEmail("axe-pro"));
    const paths = [
      "/explore?variant=pro",
      "/account?variant=pro",
      "/explore?variant=pro&type=keyword&q=kpop",
      "/campaign-planner?variant=pro",
      "/marketing-materials?variant=pro",
      "/xstats/US?variant=pro",
      "/audience-builder?variant=pro",
    ];
    await scanEach(page, paths);
    await page.evaluate(() => localStorage.setItem("themenew", "light"));
    await scanEach(page, paths);
  });

  test("premium pages", async ({ page }) => {
    await scanEach(page, ["/premium-suite?variant=premium", "/no-such-page?variant=premium"]);
    await signInByApi(page, uniqueEmail("axe-premium"));
    await scanEach(page, [
      "/premium-suite?variant=premium",
      "/account?variant=premium",
      "/premium-suite/xstats/JP?variant=premium",
    ]);
  });

  test("premium and pro checkout result pages", async ({ page }) => {
    await signInByApi(page, uniqueEmail("axe-premium-result"));
    // The suite has no team pages: its team is made through the API, as the suite's own sign-up would.
    const slug = await createTeamByApi(page, `Axe premium ${Date.now()}`);
    await scanEach(page, [
      `/create-subscription/success?variant=premium&team=${slug}`,
      `/create-subscription/cancel?variant=premium&team=${slug}`,
      // The pro toolkit draws the same pages.
      `/create-subscription/success?variant=pro&team=${slug}`,
      `/create-subscription/cancel?variant=pro&team=${slug}`,
    ]);
  });
});

test.describe("accessibility in Japanese (axe)", () => {
  test.use({ locale: "ja-JP" });

  test("login and team pages", async ({ page }) => {
    await scanEach(page, ["/login"]);
    await page.getByLabel("メールアドレス").fill(uniqueEmail("axe-ja"));
    await page.getByRole("button", { name: "コードを送信" }).click();
    await expect(page.getByLabel("確認コード")).toBeVisible();
    await expectAccessible(page, "the code step (ja)");
  });

  test("billing: the team's plan and invoices, local checkout, and a paid plan with its invoice", async ({ page }) => {
    // Signed in and the team made through the API (the Japanese login is scanned above): the scan is of billing.
    await signInByApi(page, uniqueEmail("axe-ja-billing"));
    const slug = await createTeamByApi(page, `Axe 請求 ${Date.now()}`);

    await page.goto(`/${slug}/team`);
    await expect(page.getByRole("heading", { name: "プランと請求書" })).toBeVisible({ timeout: 45_000 });
    await expectAccessible(page, "team settings' plan and invoices (ja)");
    const checkout = await startLocalCheckout(page, slug);
    await page.goto(checkout);
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    await expectAccessible(page, "local checkout (ja)");
    const session = checkout.split("/").filter(Boolean).pop();
    const paid = await page.request.post(`/api/customer/local-checkout/${session}/complete/`, {
      headers: await authHeaders(page),
    });
    expect(paid.status(), await paid.text()).toBe(200);
    await page.goto(`/${slug}/team?checkout=success`);
    // The invoice's row: Japan's 10% consumption tax on ¥7,500, and the total with it.
    const invoices = page.getByRole("table", { name: "請求書" });
    await expect(invoices).toContainText("消費税 10%");
    await expect(invoices).toContainText("￥8,250");
    await expectAccessible(page, "team settings with a paid plan and its invoice (ja)");
  });
});
