import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { appliedTargetingSample, emptyTargeting } from "@xa/core/ads/applied-targeting.test-support";
import { EXTENSION_SOURCE, type ExtensionMessage, PAGE_SOURCE } from "@xa/core/ads/extension-messages";
import type { AudienceConfig } from "@xa/core/targeting/audience-contract";
import { authHeaders, createTeamByApi, signInByApi, uniqueEmail } from "./helpers.ts";

/**
 * The companion extension, unpacked from packages/extension/dist (built by `npm run build`), in
 * Chromium with the app and a local page shaped like the X Ads campaign form (e2e/fixtures).
 * The first test speaks the app's window messages to the extension from the app page, to check each one; the
 * second applies a real-size package (100 handles, 150 keywords and hashtags) through the audience's apply
 * dialog as a user would.
 */

const EXTENSION = path.resolve(import.meta.dirname, "../../packages/extension/dist");
const FIXTURE = path.resolve(import.meta.dirname, "../fixtures/ads-form.html");
const ACCOUNT_ID = "18ce54d4x5t";

const TARGETING = appliedTargetingSample();

/** A real-size package: 100 handles (the form's typeahead knows 98 of them), 100 keywords, 50 hashtags. */
const REAL_SIZE = emptyTargeting({
  keywords: Array.from({ length: 100 }, (_, i) => `home brew ${i + 1}`),
  hashtags: Array.from({ length: 50 }, (_, i) => `brewday${i + 1}`),
  handles: [
    ...Array.from({ length: 98 }, (_, i) => ({ handle: `roaster_${i + 1}`, account_id: String(5000 + i) })),
    { handle: "nobody_knows_me", account_id: null },
    { handle: "nor_me_either", account_id: null },
  ],
  age: "AGE_25_TO_49",
  gender: "FEMALE",
});

/** Serves the fixture for every path under /__ads-form__/ on a free loopback port. */
async function serveFixture(): Promise<{ server: Server; origin: string }> {
  const html = readFileSync(FIXTURE);
  const server = createServer((request, response) => {
    const found = request.url?.startsWith("/__ads-form__/");
    response.writeHead(found ? 200 : 404, { "Content-Type": "text/html; charset=utf-8" });
    response.end(found ? html : "not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** Every message the extension posted to the page, collected from before the first script runs. */
async function collectExtensionMessages(page: Page) {
  await page.addInitScript((source) => {
    const seen: unknown[] = [];
    (window as unknown as { xaSeen: unknown[] }).xaSeen = seen;
    window.addEventListener("message", (event) => {
      if ((event.data as { source?: string } | null)?.source === source) seen.push(event.data);
    });
  }, EXTENSION_SOURCE);
}

const seen = (page: Page) => page.evaluate(() => (window as unknown as { xaSeen: ExtensionMessage[] }).xaSeen);

async function lastOf<T extends ExtensionMessage["type"]>(page: Page, type: T) {
  const messages = (await seen(page)).filter((m): m is Extract<ExtensionMessage, { type: T }> => m.type === type);
  return messages.at(-1);
}

function postToExtension(page: Page, message: Record<string, unknown>) {
  return page.evaluate((data) => window.postMessage(data, window.location.origin), {
    source: PAGE_SOURCE,
    ...message,
  });
}

async function fill(page: Page, requestId: string, adAccountId: string, targeting = TARGETING) {
  await postToExtension(page, {
    type: "fill-targeting",
    request_id: requestId,
    ad_account_id: adAccountId,
    targeting,
  });
  await expect
    .poll(async () => (await seen(page)).some((m) => m.type === "fill-result" && m.request_id === requestId), {
      timeout: 120_000,
    })
    .toBe(true);
  return (await seen(page)).find((m) => m.type === "fill-result" && m.request_id === requestId);
}

test.describe("the companion extension", () => {
  // The tests share one Chromium with the extension loaded.
  test.describe.configure({ mode: "serial" });
  let context: BrowserContext;
  let profile: string;
  let fixture: Awaited<ReturnType<typeof serveFixture>>;

  test.beforeAll(async ({ playwright }, info) => {
    expect(existsSync(path.join(EXTENSION, "manifest.json")), "run `npm run build` first").toBe(true);
    profile = mkdtempSync(path.join(os.tmpdir(), "xa-extension-"));
    fixture = await serveFixture();
    context = await playwright.chromium.launchPersistentContext(profile, {
      baseURL: info.project.use.baseURL,
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      headless: true,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        `--disable-extensions-except=${EXTENSION}`,
        `--load-extension=${EXTENSION}`,
      ],
    });
  });

  test.afterAll(async () => {
    fixture?.server.close();
    try {
      await context?.close();
    } finally {
      if (profile) rmSync(profile, { recursive: true, force: true });
    }
  });

  test("is seen by the app, reads the ad account and fills the targeting form", async () => {
    // One long story (sign-in, a team, two tabs, three fills, one of 250 values) on a machine that may be busy.
    test.setTimeout(300_000);
    const app = await context.newPage();
    await collectExtensionMessages(app);
    await signInByApi(app, uniqueEmail("extension"));
    const team = await createTeamByApi(app, "Extension team");
    await app.goto(`/${team}/`);
    const headers = await authHeaders(app);
    let extensionToken = "";

    await test.step("the app sees the extension, not yet signed in", async () => {
      await postToExtension(app, { type: "hello" });
      await expect.poll(() => lastOf(app, "state")).toMatchObject({ installed: true, signed_in: false });
      await expect
        .poll(() => lastOf(app, "ad-account"))
        .toEqual({
          source: EXTENSION_SOURCE,
          type: "ad-account",
          ad_account: null,
        });
    });

    const ads = await context.newPage();
    await test.step("the ad platform page announces its account to the app", async () => {
      await ads.goto(`${fixture.origin}/__ads-form__/campaign_form/${ACCOUNT_ID}/campaign/new`);
      await expect
        .poll(async () => (await lastOf(app, "ad-account"))?.ad_account)
        .toEqual({ id: ACCOUNT_ID, name: "Coffee Roasters JP", handle: "coffee_jp" });
      await expect(ads.locator("#xaudience-link-banner")).toHaveAttribute("data-state", "signed-out");
    });

    await test.step("with its token, the extension says whether the account is linked to the team", async () => {
      const linked = await app.request.post("/api/external/ad-accounts/", {
        headers,
        data: { team, account_id: ACCOUNT_ID, name: "Coffee Roasters JP" },
      });
      expect(linked.status(), await linked.text()).toBe(201);
      const created = await app.request.post("/api/user/extension-token/", { headers });
      expect(created.status(), await created.text()).toBe(201);
      const { token } = (await created.json()) as { token: string };
      extensionToken = token;
      await postToExtension(app, { type: "extension-token", token, team });
      await expect.poll(() => lastOf(app, "state")).toMatchObject({ installed: true, signed_in: true });
      await expect(ads.locator("#xaudience-link-banner")).toHaveAttribute("data-state", "linked");
      await expect(ads.locator("#xaudience-link-banner")).toContainText("linked to your team");
    });

    await test.step("a fill request from the app fills the form and reports the counts", async () => {
      await app.bringToFront();
      const result = await fill(app, "e2e-fill-1", ACCOUNT_ID);
      expect(result).toEqual({
        source: EXTENSION_SOURCE,
        type: "fill-result",
        request_id: "e2e-fill-1",
        ok: true,
        filled: {
          keywords: 2,
          hashtags: 1,
          handles: 1,
          locations: 1,
          countries: 1,
          languages: 1,
          interests: 1,
          conversation_topics: 1,
          movies_tv_shows: 1,
          // the form has no carrier field
          network_operators: 0,
          custom_audiences: 1,
          age: 1,
          gender: 1,
          placements: 2,
        },
        refused: {
          handles: [{ value: "nobody_knows_me", reason: "not-suggested" }],
          interests: [{ value: "Knitting", reason: "not-suggested" }],
          network_operators: [{ value: "Docomo", reason: "no-field" }],
        },
      });
      const form = JSON.parse((await ads.locator("#form-state").textContent()) ?? "{}");
      expect(form.chips).toMatchObject({
        keywords: ["cold brew", "pour over", "#coffeetime"],
        "follower-lookalikes": ["@bluebottle"],
        locations: ["Tokyo, Japan", "Japan"],
        languages: ["Japanese"],
        interests: ["Food and drink — Coffee"],
        "conversation-topics": ["Coffee"],
        "movies-tv-shows": ["Midnight Diner"],
        "custom-audiences": ["Newsletter subscribers"],
      });
      expect(form).toMatchObject({ gender: "female", age: "range", age_min: "18", age_max: "34" });
      expect(form.placements).toEqual({ home_timelines: true, profiles: false, search_results: true, replies: false });
      await expect(ads.getByTestId("targeting-keywords").getByTestId("chip")).toHaveText([
        "cold brew",
        "pour over",
        "#coffeetime",
      ]);
    });

    await test.step("a package of 100 handles and 150 terms fills whole, reporting progress as it goes", async () => {
      await app.bringToFront();
      const started = Date.now();
      const result = await fill(app, "e2e-fill-big", ACCOUNT_ID, REAL_SIZE);
      test.info().annotations.push({ type: "fill time", description: `${Date.now() - started} ms for 250 values` });
      expect(result).toEqual({
        source: EXTENSION_SOURCE,
        type: "fill-result",
        request_id: "e2e-fill-big",
        ok: true,
        filled: { keywords: 100, hashtags: 50, handles: 98, age: 1, gender: 1 },
        refused: {
          handles: [
            { value: "nobody_knows_me", reason: "not-suggested" },
            { value: "nor_me_either", reason: "not-suggested" },
          ],
        },
      });
      const progress = (await seen(app))
        .filter((m) => m.type === "fill-progress" && m.request_id === "e2e-fill-big")
        .map((m) => (m.type === "fill-progress" ? m.progress : {}));
      // the totals are known from the first report; the handles' count climbs report by report
      expect(progress[0]).toMatchObject({
        keywords: { total: 100 },
        hashtags: { total: 50 },
        handles: { filled: 0, refused: 0, total: 100 },
      });
      const handles = progress.map((p) => (p.handles?.filled ?? 0) + (p.handles?.refused ?? 0));
      expect(handles).toEqual([...handles].sort((a, b) => a - b));
      expect(new Set(handles).size).toBeGreaterThan(5);
      const form = JSON.parse((await ads.locator("#form-state").textContent()) ?? "{}");
      expect(form.chips.keywords).toHaveLength(3 + 150);
      expect(form.chips.keywords.slice(3, 5)).toEqual(["home brew 1", "home brew 2"]);
      expect(form.chips.keywords.at(-1)).toBe("#brewday50");
      expect(form.chips["follower-lookalikes"]).toHaveLength(1 + 98);
      expect(form).toMatchObject({ gender: "female", age: "range", age_min: "25", age_max: "49" });
      // The ad platform tab, brought to the front for the fill, says the same to the user watching it.
      const banner = ads.locator("#xaudience-fill-banner");
      await expect(banner).toHaveAttribute("data-state", "done");
      await expect(banner).toContainText("XAudience filled 250 of 252 values.");
      await expect(banner).toContainText("Not filled: 2");
    });

    await test.step("an account no tab shows cannot be filled", async () => {
      const result = await fill(app, "e2e-fill-2", "zzzz9999");
      expect(result).toMatchObject({ ok: false, filled: {}, error: "no-ad-platform-tab" });
    });

    await test.step("revoking the extension's access on the account page closes its calls", async () => {
      const asExtension = () =>
        app.request.get(`/api/external/ad-accounts/?team=${team}`, {
          headers: { Authorization: `Token ${extensionToken}` },
        });
      expect((await asExtension()).status()).toBe(200);
      const account = await context.newPage();
      await account.goto(`/${team}/account`);
      await account.getByRole("button", { name: "Revoke extension access" }).click();
      await account.getByRole("dialog").getByRole("button", { name: "Revoke access" }).click();
      await expect(account.getByText("Extension access revoked. The extension is signed out.")).toBeVisible();
      await account.close();
      expect((await asExtension()).status()).toBe(403);
      // The ad platform page, loaded again, finds that the token the extension holds no longer works.
      await ads.reload();
      await expect(ads.locator("#xaudience-link-banner")).toHaveAttribute("data-state", "signed-out");
    });

    await test.step("signing the extension out tells the app and the ad platform page", async () => {
      await postToExtension(app, { type: "extension-sign-out" });
      await expect.poll(() => lastOf(app, "state")).toMatchObject({ installed: true, signed_in: false });
      await expect(ads.locator("#xaudience-link-banner")).toHaveAttribute("data-state", "signed-out");
    });

    await test.step("closing the ad platform tab tells the app", async () => {
      await ads.close();
      await expect.poll(async () => (await lastOf(app, "ad-account"))?.ad_account).toBeNull();
    });
  });
  test("fills a real-size package from an audience's apply dialog, with progress, and records what was filled", async () => {
    test.setTimeout(240_000);
    const app = await context.newPage();
    await signInByApi(app, uniqueEmail("extension-apply"));
    const team = await createTeamByApi(app, "Extension apply team");
    const created = await app.request.post("/api/audience-configs/", {
      headers: await authHeaders(app),
      data: {
        team,
        name: "Coffee at home",
        targeting_package: {
          keywords: REAL_SIZE.keywords.map((label) => ({ label })),
          hashtags: REAL_SIZE.hashtags.map((label) => ({ label })),
          handles: REAL_SIZE.handles,
          age: "AGE_25_TO_49",
          gender: "FEMALE",
        },
        countries: ["JP"],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const config = (await created.json()) as AudienceConfig;

    // The team has not linked this account: the extension's announcement is what offers it.
    const ads = await context.newPage();
    await ads.goto(`${fixture.origin}/__ads-form__/campaign_form/7tea7shop/campaign/new`);

    await app.bringToFront();
    await app.goto(`/${team}/audiences/${config.id}`);
    await app.getByRole("button", { name: "Apply to ad account: Coffee at home" }).click();
    const dialog = app.getByRole("dialog", { name: /Coffee at home/ });
    await expect(dialog.getByRole("combobox", { name: "Ad account" })).toContainText(
      "Coffee Roasters JP (7tea7shop) · open in the ad platform",
    );
    await expect(dialog.getByRole("radio", { name: "Fill the ad platform's form (extension)" })).toBeChecked();
    await dialog.getByRole("button", { name: "Review what will be sent" }).click();
    await dialog.getByRole("button", { name: "Apply", exact: true }).click();
    // While it runs, the dialog says per field how far the fill is.
    const progress = dialog.getByRole("table", { name: "Filled so far, per field" });
    await expect(progress.getByRole("row", { name: /^Handles \d+ of 100 filled/ })).toBeVisible();
    await expect(dialog.getByText("Form filled")).toBeVisible({ timeout: 120_000 });
    await expect(dialog.getByText("Keywords: 100 of 100")).toBeVisible();
    await expect(dialog.getByText("Hashtags: 50 of 50")).toBeVisible();
    await expect(dialog.getByText("Handles: 98 of 100")).toBeVisible();
    await expect(dialog.getByText("2 values were not filled")).toBeVisible();
    await expect(dialog.getByText("nobody_knows_me: the form's suggestions did not offer it")).toBeVisible();
    await expect(dialog.getByText("Recorded in this audience's usage history.")).toBeVisible();

    const form = JSON.parse((await ads.locator("#form-state").textContent()) ?? "{}");
    expect(form.chips.keywords).toHaveLength(150);
    expect(form.chips["follower-lookalikes"]).toHaveLength(98);
    expect(form.chips.locations).toEqual(["Japan"]);
    expect(form).toMatchObject({ gender: "female", age: "range", age_min: "25", age_max: "49" });

    // The usage holds what the form took: the two handles it refused are not in it.
    const usages = await app.request.get(`/api/external/audience-usages/?team=${team}&audience_config=${config.id}`, {
      headers: await authHeaders(app),
    });
    expect(usages.status(), await usages.text()).toBe(200);
    const { results } = (await usages.json()) as {
      results: { targeting_package: { keywords: unknown[]; hashtags: unknown[]; handles: { handle: string }[] } }[];
    };
    expect(results).toHaveLength(1);
    const recorded = results[0]?.targeting_package;
    expect(recorded?.keywords).toHaveLength(100);
    expect(recorded?.hashtags).toHaveLength(50);
    expect(recorded?.handles.map((h) => h.handle)).toEqual(REAL_SIZE.handles.slice(0, 98).map((h) => h.handle));
    await ads.close();
    await app.close();
  });
});
