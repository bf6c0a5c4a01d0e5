import { type Browser, expect, type Page, test } from "@playwright/test";
import { createTeamByApi, newSignedInPage, signIn, signInByApi, uniqueEmail } from "./helpers.ts";

const serverURL = () => new URL(test.info().project.use.baseURL ?? "http://localhost:8181");

/** A browser context on a sub-domain of the test server: Chromium resolves every *.localhost name to loopback. */
async function onHost(browser: Browser, prefix: string) {
  const context = await browser.newContext({ baseURL: `http://${prefix}.localhost:${serverURL().port}` });
  return { context, page: await context.newPage() };
}

/**
 * Signs in and makes a team through the API for a page on a sub-domain: the calls go to the server's own host
 * (Node need not resolve *.localhost), the login is kept on the sub-domain's page as the app keeps it.
 */
async function signInWithTeamOnHost(page: Page, name: string, team: string): Promise<string> {
  const api = serverURL().origin;
  await signInByApi(page, uniqueEmail(name), { api });
  return createTeamByApi(page, team, { api });
}

test("an agency's sub-domain names the agency and starts the analysis at its country", async ({ browser }) => {
  const { context, page } = await onHost(browser, "dentsu-nl");
  await page.goto("/login");
  await expect(page.getByRole("banner").getByRole("link")).toHaveText("XAudience for Dentsu Netherlands");
  await expect(page.getByText("Your agency's workspace: Dentsu Netherlands")).toBeVisible();
  const slug = await signInWithTeamOnHost(page, "agency", "Dentsu Amsterdam");
  await page.goto(`/${slug}/explore-x`);
  await expect(page.getByRole("combobox", { name: "Country" })).toHaveValue("Netherlands");
  // A link to an analysis keeps its own country, worldwide included.
  await page.goto(`/${slug}/explore-x?type=keyword&q=coffee`);
  await expect(page.getByRole("combobox", { name: "Country" })).toHaveValue("Global");
  await context.close();
});

test("an APAC agency's creator starts at Asia and Oceania; its analysis stays worldwide", async ({ browser }) => {
  const { context, page } = await onHost(browser, "ipg-apac");
  const slug = await signInWithTeamOnHost(page, "apac", "IPG Singapore");
  await page.goto(`/${slug}/`);
  await expect(page.getByRole("banner").getByRole("link").first()).toContainText("for IPG Mediabrands APAC");
  await page.goto(`/${slug}/explore-x`);
  await expect(page.getByRole("combobox", { name: "Country" })).toHaveValue("Global");
  await page.goto(`/${slug}/creator`);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Campaign brief").fill("Mobile gamers who follow esports leagues");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("US states and GB regions")).toBeVisible();
  const regions = page.locator(".mantine-MultiSelect-root").first();
  await expect(regions.locator(".mantine-Pill-label")).toHaveText(["Asia", "Oceania"]);
  await context.close();
});

test("a team's sub-domain shows its name on the login page; an unknown one signs in as usual", async ({ browser }) => {
  const owner = await newSignedInPage(browser, "tenant");
  const slug = await createTeamByApi(owner.page, "Tenant Works");
  await owner.context.close();

  const tenant = await onHost(browser, slug);
  await tenant.page.goto("/login");
  await expect(tenant.page.getByRole("heading", { name: "Sign in to Tenant Works" })).toBeVisible();
  await expect(tenant.page.getByRole("banner").getByRole("link")).toHaveText("XAudience");
  await tenant.context.close();

  const unknown = await onHost(browser, `nobody-${Date.now()}`);
  await unknown.page.goto("/login");
  await expect(unknown.page.getByRole("heading", { name: "Sign in", exact: true })).toBeVisible();
  await expect(unknown.page.getByRole("alert")).toHaveCount(0);
  await signIn(unknown.page, uniqueEmail("unknown-host"));
  await unknown.context.close();
});
