import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { renderSummaryPdf } from "./render-summary.ts";
import { summaryFixture } from "./test/summary-fixture.ts";

/** The PDF's text, page by page, as a reader's copy would give it. */
async function textOf(pdf: Buffer) {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: false });
  const first = await doc.getPage(1);
  const [, , width, height] = first.view as [number, number, number, number];
  return { pages: text, width, height };
}

describe("the campaign summary PDF", () => {
  it("prints a Japanese summary whose words can be copied out, fee terms included", async () => {
    const pdf = await renderSummaryPdf(await summaryFixture("ja", "A4"));
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const { pages, width, height } = await textOf(pdf);
    const all = pages.join("\n");
    expect(all).toContain("キャンペーンサマリー");
    expect(all).toContain("秋のコーヒーキャンペーン");
    expect(all).toContain("インプレッション");
    expect(all).toContain("セグメント利用料に関する合意事項");
    expect(all).toContain("純広告費の10%");
    // Every page says the delivery is simulated, and which page it is.
    for (const [i, page] of pages.entries()) {
      expect(page).toContain("シミュレーション");
      expect(page).toContain(`${i + 1} / ${pages.length} ページ`);
    }
    // A4 in points.
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
  });

  it("prints in English on Letter, with the Japanese terms and their English reading", async () => {
    const { pages, width, height } = await textOf(await renderSummaryPdf(await summaryFixture("en", "LETTER")));
    const all = pages.join("\n");
    expect(all).toContain("Campaign summary");
    expect(all).toContain("Autumn coffee campaign");
    expect(all).toContain("$9,000.00 lifetime");
    expect(all).toContain("Delivery by day");
    expect(all).toContain("Pour over fans");
    expect(all).toContain("Our new roast is here.");
    expect(all).toContain("お申し込み後のキャンセルはできません。");
    expect(all).toContain("An application cannot be cancelled.");
    expect([Math.round(width), Math.round(height)]).toEqual([612, 792]);
  });

  it("leaves the fee terms out when no segment was applied, and says when nothing delivered", async () => {
    const data = await summaryFixture("en", "A4", 0);
    const { pages } = await textOf(await renderSummaryPdf({ ...data, segmentFeeApplies: false, creatives: [] }));
    const all = pages.join("\n");
    expect(all).toContain("No delivery yet.");
    expect(all).toContain("No ads yet.");
    expect(all).not.toContain("Segment fee agreement");
  });
});
