import { readFile, writeFile } from "node:fs/promises";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { createTeamByApi, importFixture, signInByApi } from "./helpers.ts";

/** A STAFF_EMAILS address of the e2e server (playwright.config.ts) that only this spec signs in with. */
const STAFF_EMAIL = "images@example.com";
const DAY = "2021-09-22";
/** WCAG AA for body text. */
const MIN_CONTRAST = 4.5;

type Box = { x: number; y: number; width: number; height: number; text: string };
type Verdict = { text: string; contrast: number };

/**
 * The boxes of the card's text (leaf elements with their own words, and chart labels), relative to the card, with
 * the elements kept out of images hidden as the capture hides them, so the boxes match the image's layout.
 */
async function textBoxes(card: Locator): Promise<Box[]> {
  return card.evaluate((root) => {
    const skipped = Array.from(root.querySelectorAll<HTMLElement>("[data-export-skip]"));
    for (const element of skipped) element.style.setProperty("display", "none", "important");
    const origin = root.getBoundingClientRect();
    const boxes = Array.from(root.querySelectorAll("*"))
      .filter((element) =>
        Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()),
      )
      .map((element) => {
        // The words' own extent, not the element's (a block's box spans the card, mostly background).
        const range = document.createRange();
        range.selectNodeContents(element);
        const rect = range.getBoundingClientRect();
        return {
          x: rect.x - origin.x,
          y: rect.y - origin.y,
          width: rect.width,
          height: rect.height,
          text: element.textContent?.trim().slice(0, 40) ?? "",
        };
      })
      .filter((box) => box.width > 2 && box.height > 2);
    for (const element of skipped) element.style.removeProperty("display");
    return boxes;
  });
}

/**
 * Decodes the PNG in the page and, for each text box, measures the contrast of its text: the box's background is
 * its most common colour (after laying the image on `backdrop`), the text its pixels furthest from it (the 98th
 * percentile, so a stray anti-aliased pixel does not count). Also returns the alpha of a point inside the card.
 */
async function measure(page: Page, png: Buffer, boxes: Box[], backdrop: [number, number, number], scale: number) {
  return page.evaluate(
    async ({ base64, boxes, backdrop, scale }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext("2d");
      if (!context) throw new Error("no 2d context");
      context.drawImage(bitmap, 0, 0);
      const { data, width } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      const channel = (v: number) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      const pixel = (x: number, y: number): [number, number, number] => {
        const i = (y * width + x) * 4;
        const a = (data[i + 3] ?? 0) / 255;
        return [0, 1, 2].map((k) => Math.round((data[i + k] ?? 0) * a + (backdrop[k] ?? 0) * (1 - a))) as [
          number,
          number,
          number,
        ];
      };
      const luminance = ([r, g, b]: [number, number, number]) =>
        0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      const verdicts = boxes.map((box) => {
        const counts = new Map<string, number>();
        const lums: number[] = [];
        const x0 = Math.max(0, Math.floor(box.x * scale));
        const y0 = Math.max(0, Math.floor(box.y * scale));
        const x1 = Math.min(bitmap.width, Math.ceil((box.x + box.width) * scale));
        const y1 = Math.min(bitmap.height, Math.ceil((box.y + box.height) * scale));
        for (let y = y0; y < y1; y++) {
          for (let x = x0; x < x1; x++) {
            const rgb = pixel(x, y);
            const key = rgb.join(",");
            counts.set(key, (counts.get(key) ?? 0) + 1);
            lums.push(luminance(rgb));
          }
        }
        const [mode] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ["0,0,0"];
        const background = luminance(mode.split(",").map(Number) as [number, number, number]);
        const contrasts = lums.map((l) => ratio(l, background)).sort((a, b) => a - b);
        const contrast = contrasts[Math.floor(contrasts.length * 0.98)] ?? 1;
        return { text: box.text, contrast: Math.round(contrast * 100) / 100 };
      });
      const inside = data[(Math.round(12 * scale) * width + Math.round(12 * scale)) * 4 + 3];
      return { verdicts, insideAlpha: inside };
    },
    { base64: png.toString("base64"), boxes, backdrop, scale },
  );
}

async function downloadCardImage(page: Page, card: Locator, title: string): Promise<Buffer> {
  const downloading = page.waitForEvent("download");
  await card.getByRole("button", { name: `Download ${title} as an image` }).click();
  const download = await downloading;
  return readFile(await download.path());
}

test("card images are readable on black and on transparent", async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  await signInByApi(page, STAFF_EMAIL);
  await importFixture(page);
  const slug = await createTeamByApi(page, `Images ${Math.random().toString(36).slice(2, 8)}`);
  await page.goto(`/${slug}/explore-x?type=keyword&q=%23kpop&start=${DAY}&end=${DAY}`);

  const cards = [
    { name: "languages", title: "Languages" },
    { name: "countries", title: "Countries" },
    { name: "posts", title: "Posts" },
    { name: "conversation_volume", title: "Conversation volume" },
  ];
  for (const { name } of cards) {
    const card = page.getByTestId(`section-card-${name}`);
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByRole("button", { name: /^Download .* as an image$/ })).toBeEnabled({ timeout: 60_000 });
  }
  // Give the charts their first paint and animation before the captures.
  await page.waitForTimeout(1500);

  for (const background of ["black", "transparent"] as const) {
    if (background === "transparent") {
      // The background switch is a radio group drawn as segments; its labels take the click.
      await page
        .getByRole("toolbar")
        .locator("label")
        .filter({ hasText: /^Transparent$/ })
        .click();
      await expect(page.getByRole("radio", { name: "Transparent" })).toBeChecked();
    }
    // A transparent image is read on a light page; the black one on its own black.
    const backdrop: [number, number, number] = background === "black" ? [0, 0, 0] : [255, 255, 255];
    for (const { name, title } of cards) {
      const card = page.getByTestId(`section-card-${name}`);
      const boxes = await textBoxes(card);
      expect(boxes.length, `${name}: text in the card`).toBeGreaterThan(3);
      const png = await downloadCardImage(page, card, title);
      await writeFile(test.info().outputPath(`${name}-${background}.png`), png);
      const cardWidth = (await card.boundingBox())?.width ?? 1;
      // The PNG header holds the image width (bytes 16-19); the capture draws at a pixel ratio above 1.
      const scale = png.readUInt32BE(16) / cardWidth;
      const { verdicts, insideAlpha } = await measure(page, png, boxes, backdrop, scale);
      const unreadable = verdicts.filter((v: Verdict) => v.contrast < MIN_CONTRAST);
      expect(unreadable, `${background} ${name}: text under ${MIN_CONTRAST}:1`).toEqual([]);
      // Transparent means the page shows through the card; black means a black card.
      expect(insideAlpha, `${background} ${name}: alpha inside the card`).toBe(background === "black" ? 255 : 0);
    }
  }
  await context.close();
});
