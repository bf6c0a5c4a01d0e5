import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { useDemoWorld } from "./demo-world-server.ts";
import { authHeaders, createTeamByApi, signInByApi, uniqueEmail } from "./helpers.ts";

// Creators rank a topic's posters over a window ending at the store's newest post: the shared server's store
// takes other specs' imports of any date, so this spec reads the run's demo world.
const demo = useDemoWorld();

async function expectAccessible(page: Page, name: string): Promise<void> {
  await expect(page.locator(".mantine-Loader-root")).toHaveCount(0, { timeout: 45_000 });
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`);
  expect(serious, `axe findings on ${name}`).toEqual([]);
}

type Found = { count: number; results: { handle: string; matching_posts: number; posts: number }[] };

test("finds the creators of a topic by keyboard and adds one to a new saved list, axe-clean", async ({ browser }) => {
  test.setTimeout(180_000);
  // A user of their own, with one new team and no lists, searches the demo world's posts.
  const context = await browser.newContext({ baseURL: demo.baseURL });
  const page = await context.newPage();
  await signInByApi(page, uniqueEmail("creators"));
  const team = await createTeamByApi(page, `Creators ${Date.now()}`);

  await page.goto("/creators?variant=pro");
  await expect(page.getByRole("heading", { level: 1, name: "Creators" })).toBeVisible();
  await expect(page.getByText("Type a topic to find its creators")).toBeVisible();
  await expectAccessible(page, "the empty search");

  // By keyboard: the topic, then Enter submits the form.
  const topic = page.getByRole("textbox", { name: /Topic/ });
  await topic.focus();
  await page.keyboard.type("coffee");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/[?&]q=coffee/);
  const table = page.getByRole("table", { name: "Creators ranked for the topic" });
  await expect(table).toBeVisible({ timeout: 30_000 });

  // What the table shows is what the API answers for the same search.
  const headers = { ...(await authHeaders(page)), "X-Team": team };
  const answer = await page.request.post("/api/external/creators/?limit=50&offset=0", {
    headers,
    data: { query: "coffee", days: 30, sort: "relevance" },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const found = (await answer.json()) as Found;
  expect(found.count).toBeGreaterThan(0);
  await expect(page.getByText(new RegExp(`^${found.count} creators?$`))).toBeVisible();
  const first = found.results[0] as Found["results"][number];
  const row = table.getByRole("row").nth(1);
  await expect(row.getByText(`@${first.handle}`)).toBeVisible();
  await expect(row.getByText(new RegExp(`^${first.matching_posts} of ${first.posts} posts?$`))).toBeVisible();
  await expectAccessible(page, "the ranked creators");

  // Select the first creator by keyboard and add it to a new list of the team.
  await row.getByRole("checkbox").focus();
  await page.keyboard.press("Space");
  const add = page.getByRole("button", { name: "Add 1 to list" });
  await expect(add).toBeEnabled();
  await add.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  const name = dialog.getByRole("textbox", { name: "Name of the new list" });
  await expect(name).toBeVisible();
  await name.fill(`Coffee creators ${Date.now()}`);
  await page.keyboard.press("Enter");
  await expect(page.getByText(/Added 1 account to “Coffee creators/)).toBeVisible();

  const lists = await page.request.get(`/api/audience-configs/?team=${team}`, { headers });
  const [list] = ((await lists.json()) as { results: { id: number }[] }).results;
  const saved = await page.request.get(`/api/audience-configs/${list?.id}/`, { headers });
  const pkg = (await saved.json()) as { targeting_package: { handles: { handle: string }[] } };
  expect(pkg.targeting_package.handles.map((h) => h.handle)).toEqual([first.handle]);
  await context.close();
});

test("finds the creators of a team's saved audience picked by keyboard, as the API counts them, axe-clean", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: demo.baseURL });
  const page = await context.newPage();
  await signInByApi(page, uniqueEmail("creators-saved"));
  const team = await createTeamByApi(page, `Saved creators ${Date.now()}`);
  const headers = { ...(await authHeaders(page)), "X-Team": team };
  const name = `Coffee lovers ${Date.now()}`;
  const saved = await page.request.post("/api/audience-configs/", {
    headers,
    data: { team, name, targeting_package: { keywords: [{ label: "coffee" }] }, countries: [] },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const { id } = (await saved.json()) as { id: number };

  await page.goto("/creators?variant=pro");
  await expect(page.getByRole("heading", { level: 1, name: "Creators" })).toBeVisible();
  // By keyboard: open the saved audiences beside the topic, take the first, then submit.
  const picker = page.getByRole("combobox", { name: "Saved audience" });
  await expect(picker).toBeEnabled({ timeout: 30_000 });
  await picker.focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("option", { name })).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(picker).toHaveValue(name);
  await expect(page.getByRole("textbox", { name: /Topic/ })).toBeDisabled();
  const find = page.getByRole("button", { name: "Find creators" });
  await find.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`[?&]audience=${id}`));
  const table = page.getByRole("table", { name: "Creators ranked for the topic" });
  await expect(table).toBeVisible({ timeout: 30_000 });

  const answer = await page.request.post("/api/external/creators/?limit=50&offset=0", {
    headers,
    data: { audience_id: id, days: 30, sort: "relevance" },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const found = (await answer.json()) as Found & { audience: { size: number } };
  expect(found.count).toBeGreaterThan(0);
  await expect(page.getByText(new RegExp(`^${found.count} creators?$`))).toBeVisible();
  const size = new Intl.NumberFormat("en").format(found.audience.size);
  await expect(page.getByText(`reached by the saved audience “${name}”`, { exact: false })).toContainText(size);
  const first = found.results[0] as Found["results"][number];
  await expect(table.getByRole("row").nth(1).getByText(`@${first.handle}`)).toBeVisible();
  await expectAccessible(page, "the creators of a saved audience");
  await context.close();
});
