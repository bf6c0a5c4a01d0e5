import { expect, type Page, test } from "@playwright/test";
import type { AppEventsReport } from "@xa/core/events/app-events-contract";
import type { ClientErrorsReport } from "@xa/core/events/client-errors-contract";
import { authHeaders, createTeamByApi, signInByApi } from "./helpers.ts";

/** A STAFF_EMAILS address of the e2e server (playwright.config.ts) that only this spec signs in with. */
const STAFF_EMAIL = "telemetry@example.com";

const posted = (page: Page, path: string) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().method() === "POST", {
    timeout: 20_000,
  });

test("a page's events and a crash reach our own store, and staff read them there", async ({ page }) => {
  test.setTimeout(90_000);
  await signInByApi(page, STAFF_EMAIL);
  const slug = await createTeamByApi(page, `Telemetry ${Math.random().toString(36).slice(2, 8)}`);
  await page.evaluate(() => localStorage.setItem("themenew", "light"));

  // The server's settings turn analytics on (ANALYTICS_TOKEN): the page view and the theme toggle (in the pro
  // toolkit's header) are batched and sent to /api/app-events/ within 5 s.
  const eventsSent = posted(page, "/api/app-events/");
  await page.goto("/explore?variant=pro");
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  const response = await eventsSent;
  expect(response.status(), await response.text()).toBe(201);
  const sent = response.request().postDataJSON() as { events: { name: string; properties: Record<string, unknown> }[] };
  expect(sent.events).toContainEqual(
    expect.objectContaining({
      name: "Page Viewed",
      properties: expect.objectContaining({ path: "/explore", variant: "pro" }),
    }),
  );
  expect(sent.events).toContainEqual(
    expect.objectContaining({
      name: "Dashboard Theme Toggled",
      properties: expect.objectContaining({ theme: "dark" }),
    }),
  );

  // What staff read: the store's counts, through the API and on the App events page.
  const headers = await authHeaders(page);
  const events = await page.request.get("/api/app-events/?funnel=Page Viewed,Dashboard Theme Toggled", { headers });
  expect(events.status()).toBe(200);
  const report = (await events.json()) as AppEventsReport;
  expect(
    report.counts.filter((c) => c.name === "Dashboard Theme Toggled").reduce((n, c) => n + c.count, 0),
  ).toBeGreaterThan(0);
  expect(report.funnel[1]?.users).toBeGreaterThan(0);
  await page.goto(`/${slug}/app-events?variant=team`);
  await expect(page.getByTestId("event-totals")).toContainText("Dashboard Theme Toggled");

  // An uncaught error: the crash dialog shows it, and the report reaches /api/client-errors/ (sampled at 1 here).
  const message = `Telemetry e2e failure ${Math.random().toString(36).slice(2, 8)}`;
  const errorSent = posted(page, "/api/client-errors/");
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    }, 0);
  }, message);
  await expect(page.getByRole("dialog")).toContainText(message);
  await expect(page.getByRole("button", { name: "Reload" })).toBeVisible();
  expect((await errorSent).status()).toBe(201);

  const errors = await page.request.get("/api/client-errors/?limit=100", { headers });
  const listed = ((await errors.json()) as ClientErrorsReport).results.find((g) => g.message === message);
  expect(listed).toMatchObject({
    count: 1,
    users: 1,
    latest: {
      source: "error",
      release: "30.7.3",
      user_email: STAFF_EMAIL,
      url: expect.stringContaining(`/${slug}/app-events`),
    },
  });
  expect(listed?.latest.stack).toContain(message);
  expect(listed?.latest.user_agent).toContain("Chrome");

  await page.goto(`/${slug}/client-errors`);
  const row = page.getByTestId("client-error").filter({ hasText: message });
  await expect(row).toContainText("Uncaught error");
  await expect(row).toContainText(STAFF_EMAIL);
});

test("fonts and styles come from our own server: no third-party stylesheet or font host", async ({ page, request }) => {
  const foreign: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.protocol.startsWith("http") && !["localhost", "127.0.0.1"].includes(url.hostname)) foreign.push(r.url());
  });
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Send me a code" })).toBeVisible();
  expect(foreign).toEqual([]);

  // The built index.html and every style sheet it links name no font host, nor any other site's file.
  const html = await (await request.get("/login")).text();
  const sheets = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*>/g)].map(
    (m) => /href="([^"]+)"/.exec(m[0])?.[1] ?? "",
  );
  expect(sheets.length).toBeGreaterThan(0);
  const FONT_HOSTS = /fonts\.googleapis\.com|fonts\.gstatic\.com|use\.typekit\.net|fonts\.bunny\.net|fast\.fonts\.net/;
  expect(html).not.toMatch(FONT_HOSTS);
  expect(html).not.toMatch(/<link[^>]+href="(https?:)?\/\//);
  for (const sheet of sheets) {
    expect(sheet, "a style sheet of our own").toMatch(/^\/[^/]/);
    const css = await (await request.get(sheet)).text();
    expect(css).not.toMatch(FONT_HOSTS);
    expect(css, `${sheet} imports or loads nothing from another site`).not.toMatch(
      /@import\s+url\(|url\(\s*["']?(https?:)?\/\//,
    );
  }
});
