import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { authHeaders, importFixture, signInByApi } from "./helpers.ts";

/** A STAFF_EMAILS address of the e2e server that only this spec uses: it fills the store and grants the plan. */
const STAFF_EMAIL = "premium-posts@example.com";
/** The fixture's account with the most posts of its own. */
const HANDLE = "xtxxzinfo";

async function expectAccessible(page: Page, name: string): Promise<void> {
  await expect(page.locator(".mantine-Loader-root")).toHaveCount(0, { timeout: 30_000 });
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
  expect.soft(serious, `axe findings on ${name}`).toEqual([]);
}

test("the premium suite's posts, a post, engagers and topics read the connected account's store data", async ({
  page: staff,
  browser,
}) => {
  test.setTimeout(180_000);
  await signInByApi(staff, STAFF_EMAIL);
  await importFixture(staff);

  // The account's owner signs in with X through the sandbox, makes a team, and staff grant it the suite.
  const page = await (await browser.newContext()).newPage();
  await page.goto("/login?variant=premium");
  await page.getByRole("button", { name: "Continue with X" }).click();
  await page.getByLabel("Find an account in the store").fill(HANDLE);
  await page.getByRole("radio", { name: `(@${HANDLE})` }).check();
  await page.getByRole("button", { name: `Authorize app as @${HANDLE}` }).click();
  // A first sign-in welcomes the new user; a repeated run's user already has a team to choose.
  await expect(page).toHaveURL(/\/(welcome|choose-team)/, { timeout: 20_000 });
  const headers = await authHeaders(page);
  const team = await page.request.post("/api/teams/", { headers, data: { name: `Premium ${Date.now()}` } });
  expect(team.status()).toBe(201);
  const { slug } = (await team.json()) as { slug: string };
  const staffHeaders = await authHeaders(staff);
  const plans = (await (await staff.request.get("/api/customer/plans/", { headers: staffHeaders })).json()) as {
    id: number;
    name: string;
  }[];
  const plan = plans.find((p) => p.name === "Premium suite");
  expect(plan, "the catalogue's Premium suite plan").toBeTruthy();
  const until = new Date(Date.now() + 30 * 86_400_000).toISOString();
  const grant = await staff.request.post(`/api/staff/teams/${slug}/grants/`, {
    headers: staffHeaders,
    data: { plan: plan?.id, until, reason: "e2e" },
  });
  expect(grant.status()).toBe(201);

  // Posts: the table from the store; a keyboard user searches and opens a post.
  await page.goto("/posts?variant=premium");
  const table = page.getByRole("table", { name: "The account's posts" });
  await expect(table).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^Median post: /)).toBeVisible();
  await expectAccessible(page, "/posts");
  const search = page.getByRole("textbox", { name: /Search the posts/ });
  await search.focus();
  await page.keyboard.type("a");
  await expect(page).toHaveURL(/q=a/);
  const firstPost = table.getByRole("link").first();
  await expect(firstPost).toBeVisible();
  await firstPost.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/post\//);
  await expect(page.getByRole("heading", { name: "Post", level: 1 })).toBeVisible();
  await expect(page.getByText("From the social store")).toBeVisible();
  await page.getByRole("button", { name: "Ask X for fresh counts" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("table", { name: "The post's counts: the store and X" })).toBeVisible();
  await expect(page.getByText(/The built-in X sandbox/)).toBeVisible();
  await expectAccessible(page, "/post/:id");

  for (const [path, heading] of [
    ["/engagers", "Engagers"],
    ["/premium-suite/topics", "Topics"],
    ["/premium-suite/following-topics", "Following topics"],
    ["/premium-suite", "Dashboard"],
  ] as const) {
    await page.goto(`${path}?variant=premium`);
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    await expect(page.locator(".mantine-Loader-root")).toHaveCount(0, { timeout: 30_000 });
    if (path === "/premium-suite") await expect(page.getByText("Payout prediction")).toBeVisible();
    await expectAccessible(page, path);
  }
});
