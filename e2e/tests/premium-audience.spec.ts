import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { useDemoWorld } from "./demo-world-server.ts";
import { authHeaders, signInByApi } from "./helpers.ts";

// Follow edges come only from the demo world (a file import brings none): this spec reads the run's, with
// the staff address of that server (demo-world-server.ts) to grant the suite.
const STAFF_EMAIL = "premium-audience@example.com";
const demo = useDemoWorld();

async function expectAccessible(page: Page, name: string): Promise<void> {
  await expect(page.locator(".mantine-Loader-root")).toHaveCount(0, { timeout: 30_000 });
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
  expect.soft(serious, `axe findings on ${name}`).toEqual([]);
}

test("signs in with X, reads the followers, unfollows one behind the confirm and opens who unfollowed", async ({
  browser,
}) => {
  test.setTimeout(480_000);
  const staff = await (await browser.newContext({ baseURL: demo.baseURL })).newPage();
  await signInByApi(staff, STAFF_EMAIL);

  // The store's most followed account (the sandbox lists it first), which follows a few others too.
  const listed = await staff.request.get("/api/x-sandbox/accounts/?limit=1");
  expect(listed.status()).toBe(200);
  const [star] = ((await listed.json()) as { results: { handle: string }[] }).results;
  const handle = star?.handle ?? "";
  expect(handle).not.toBe("");

  // Its owner signs in with X through the sandbox, by keyboard on the authorize page.
  const page = await (await browser.newContext({ baseURL: demo.baseURL })).newPage();
  await page.goto("/login?variant=premium");
  await page.getByRole("button", { name: "Continue with X" }).click();
  await page.getByLabel("Find an account in the store").fill(handle);
  await page.getByRole("radio", { name: `(@${handle})` }).check();
  await page.getByRole("button", { name: `Authorize app as @${handle}` }).click();
  await expect(page).toHaveURL(/\/(welcome|choose-team)/, { timeout: 30_000 });
  const headers = await authHeaders(page);
  const team = await page.request.post("/api/teams/", { headers, data: { name: `Audience ${Date.now()}` } });
  expect(team.status()).toBe(201);
  const { slug } = (await team.json()) as { slug: string };
  const staffHeaders = await authHeaders(staff);
  const plans = (await (await staff.request.get("/api/customer/plans/", { headers: staffHeaders })).json()) as {
    id: number;
    name: string;
  }[];
  const plan = plans.find((p) => p.name === "Premium suite");
  expect(plan, "the catalogue's Premium suite plan").toBeTruthy();
  const grant = await staff.request.post(`/api/staff/teams/${slug}/grants/`, {
    headers: staffHeaders,
    data: { plan: plan?.id, until: new Date(Date.now() + 30 * 86_400_000).toISOString(), reason: "e2e" },
  });
  expect(grant.status()).toBe(201);

  // Followers: the count and the rows are the store's, as the API answers them.
  const api = "/api/external/deepthought";
  const followers = (await (await page.request.get(`${api}/followers/?limit=50`, { headers })).json()) as {
    count: number;
    results: { handle: string | null }[];
  };
  expect(followers.count).toBeGreaterThan(0);
  await page.goto("/followers?variant=premium");
  await expect(page.getByRole("heading", { name: "Followers", level: 1 })).toBeVisible();
  const followersTable = page.getByRole("table", { name: `Followers of @${handle}` });
  await expect(followersTable).toBeVisible({ timeout: 30_000 });
  await expect(followersTable.getByText(`@${followers.results[0]?.handle}`, { exact: true })).toBeVisible();
  await expectAccessible(page, "/followers");

  // Following: one account unfollowed behind the confirm, by keyboard, leaves the table.
  await page.goto("/following?variant=premium");
  const followingTable = page.getByRole("table", { name: `Accounts @${handle} follows` });
  await expect(followingTable).toBeVisible({ timeout: 30_000 });
  const unfollow = followingTable.getByRole("button", { name: /^Unfollow @/ }).first();
  const label = (await unfollow.getAttribute("aria-label")) ?? "";
  const target = label.replace(/^Unfollow /, "");
  await unfollow.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: `Unfollow ${target}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Unfollow", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(followingTable.getByRole("button", { name: `Unfollow ${target}` })).toHaveCount(0, { timeout: 20_000 });
  const after = (await (await page.request.get(`${api}/following/?limit=100`, { headers })).json()) as {
    results: { handle: string | null }[];
  };
  expect(after.results.map((r) => `@${r.handle}`)).not.toContain(target);
  await expectAccessible(page, "/following");

  // Who unfollowed: the page reads the account's follower snapshots.
  await page.goto("/premium-suite/unfollowed?variant=premium");
  await expect(page.getByRole("heading", { name: "Unfollowed accounts", level: 1 })).toBeVisible();
  // Opening the followers took the account's first snapshot: who left shows from the next one.
  await expect(page.getByText("One snapshot so far")).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, "/premium-suite/unfollowed");
});
