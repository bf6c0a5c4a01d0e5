import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { authHeaders, importFixture, signInByApi } from "./helpers.ts";

/** A STAFF_EMAILS address of the e2e server that only this spec uses, to fill the store. */
const STAFF_EMAIL = "xlogin@example.com";

async function seriousAxeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
}

test("signs in with X through the X sandbox as a store account, and refuses a state it did not send", async ({
  page: staff,
  browser,
}) => {
  test.setTimeout(120_000);
  // The store needs accounts to sign in as: staff import the fixture.
  await signInByApi(staff, STAFF_EMAIL);
  await importFixture(staff);
  const listed = await staff.request.get("/api/x-sandbox/accounts/?limit=1", { headers: await authHeaders(staff) });
  const [account] = ((await listed.json()) as { results: { handle: string; name: string }[] }).results;
  expect(account, "a store account to sign in as").toBeTruthy();
  const handle = account?.handle ?? "";

  // A browser of its own, signed out.
  const page = await (await browser.newContext()).newPage();
  await page.goto("/login");
  await page.getByRole("button", { name: "Continue with X" }).click();
  await expect(page).toHaveURL(/\/x-sandbox\/authorize\?/);
  await expect(page.getByRole("heading", { name: "X sandbox", level: 1 })).toBeVisible();
  await expect(page.getByText("Sandbox — not the real X")).toBeVisible();
  await page.getByLabel("Find an account in the store").fill(handle);
  await page.getByRole("radio", { name: `(@${handle})` }).check();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.getByRole("button", { name: `Authorize app as @${handle}` }).click();

  // Back through the callback page, signed in as a new user without a team.
  await expect(page).toHaveURL(/\/welcome/, { timeout: 20_000 });
  const me = (await (await page.request.get("/api/user/me/", { headers: await authHeaders(page) })).json()) as {
    first_name: string;
    social_accounts: { provider: string }[];
  };
  expect(me.social_accounts).toEqual([expect.objectContaining({ provider: "x-sandbox" })]);
  expect(me.first_name).toBe(account?.name);

  // A callback with a state this browser did not send signs no one in.
  const other = await (await browser.newContext()).newPage();
  await other.goto("/login/x/callback?state=forged&code=stolen");
  await expect(other.getByText("Error: Unauthorized login attempt")).toBeVisible();
  expect(await seriousAxeFindings(other)).toEqual([]);
  await expect(other.getByRole("link", { name: "Back to sign-in" })).toBeVisible();
});
