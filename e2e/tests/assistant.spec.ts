import { expect, test } from "@playwright/test";
import { createTeamByApi, importFixture, signInByApi } from "./helpers.ts";

/** A STAFF_EMAILS address of the e2e server (playwright.config.ts) that only this spec signs in with. */
const STAFF_EMAIL = "assistant@example.com";
const DAY = "2021-09-22";

test("asks a card's AI panel, watches the answer stream in and opens the card it cites", async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInByApi(page, STAFF_EMAIL);
  await importFixture(page);
  const slug = await createTeamByApi(page, `Assistant ${Math.random().toString(36).slice(2, 8)}`);

  // The kpop fixture's audience, as a keyword analysis of that day.
  await page.goto(`/${slug}/explore-x?type=keyword&q=%23kpop&start=${DAY}&end=${DAY}`);
  const countries = page.getByTestId("section-card-countries");
  await expect(countries).toBeVisible({ timeout: 30_000 });

  await countries.getByRole("button", { name: "Ask the AI about Countries" }).click();
  const panel = page.getByTestId("ask-ai-panel");
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("button", { name: "What stands out in Countries?" })).toBeVisible();

  // Every text the answer shows on its way, to see it grow rather than arrive whole.
  await page.evaluate(() => {
    const steps: string[] = [];
    (window as unknown as { answerSteps: string[] }).answerSteps = steps;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="assistant-answer"]')?.textContent ?? "";
      if (text && steps.at(-1) !== text) steps.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });

  // The server's events may reach the page in one packet and one paint: the page's fetch hands them
  // over one at a time, a quarter second apart, so the stream lasts long enough to be seen under load.
  await page.evaluate(() => {
    const realFetch = window.fetch;
    window.fetch = async (input, init) => {
      const response = await realFetch(input, init);
      if (!String(input).includes("analyze-chat-query") || !response.ok || !response.body) return response;
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      const encoder = new TextEncoder();
      let buffer = "";
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          for (;;) {
            const cut = buffer.indexOf("\n\n");
            if (cut >= 0) {
              await new Promise((resolve) => setTimeout(resolve, 250));
              controller.enqueue(encoder.encode(buffer.slice(0, cut + 2)));
              buffer = buffer.slice(cut + 2);
              return;
            }
            const { done, value } = await reader.read();
            if (done) {
              if (buffer) controller.enqueue(encoder.encode(buffer));
              controller.close();
              return;
            }
            buffer += decoder.decode(value, { stream: true });
          }
        },
        cancel: (reason) => reader.cancel(reason),
      });
      return new Response(body, { status: response.status, headers: response.headers });
    };
  });

  // Keyboard path: type the question and send it with Enter.
  const box = panel.getByRole("textbox", { name: "Your question" });
  await box.fill("Which countries are they from?");
  await box.press("Enter");
  await expect(panel.getByText("Which countries are they from?", { exact: true })).toBeVisible();
  const response = panel.getByTestId("assistant-response").last();
  // While it streams: the loading line and a Stop button.
  await expect(response).toHaveAttribute("data-status", "streaming");
  await expect(panel.getByRole("button", { name: "Stop" })).toBeVisible();

  await expect(response).toHaveAttribute("data-status", "done", { timeout: 30_000 });
  const answer = response.getByTestId("assistant-answer");
  await expect(answer).toHaveAttribute("aria-live", "polite");
  await expect(answer).toContainText("Countries");
  const steps = await page.evaluate(() => (window as unknown as { answerSteps: string[] }).answerSteps);
  expect(steps.length, `the answer grew in pieces: ${JSON.stringify(steps)}`).toBeGreaterThan(1);
  expect(steps.at(-1)).toBe(await answer.textContent());
  // Each step only adds to the one before.
  for (let i = 1; i < steps.length; i++) expect(steps[i]?.startsWith(steps[i - 1] ?? "")).toBe(true);

  // Honest about its engine, and it cites the card it read.
  await expect(response.getByTestId("assistant-engine")).toHaveText("Built-in analyst");
  await expect(panel.getByRole("button", { name: "Stop" })).toHaveCount(0);
  await response.getByRole("button", { name: "Open the Countries card" }).click();

  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/card=countries/);
  await expect(countries).toHaveAttribute("data-expanded", "true");
  await expect(countries.getByRole("button", { name: "Collapse Countries" })).toBeFocused();
  await expect(countries).toBeInViewport();
  await context.close();
});
