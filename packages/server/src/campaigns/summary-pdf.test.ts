import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AdsWorld, createAdsWorld, linkAccount } from "../ads/test/ads-setup.ts";
import { backends } from "../test/test-app.ts";
import { makeImages } from "./test/media-files.ts";
import { type MediaWorld, upload } from "./test/media-setup.ts";
import { ageCampaign, daysFrom, makeAdset, makeCampaign, sizedAudience } from "./test/results-setup.ts";

const textOf = async (pdf: Buffer) => {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text;
};

describe.each(backends)("a campaign's summary PDF (%s)", (backend) => {
  let w: AdsWorld;
  let dataDir: string;
  let campaign: number;
  const ask = (payload: object, token = w.ann, headers: Record<string, string> = {}) =>
    w.t.call({ method: "POST", url: "/api/campaign-summary-pdf/", token, payload, headers });
  // The PDF's bytes as sent, not read as text.
  const pdfOf = async (payload: object, headers: Record<string, string> = {}) => {
    const res = await w.t.app.inject({
      method: "POST",
      url: "/api/campaign-summary-pdf/",
      payload,
      headers: { authorization: `Token ${w.ann}`, ...headers },
    });
    return { status: res.statusCode, headers: res.headers, pdf: res.rawPayload };
  };

  beforeAll(async () => {
    dataDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "xa-summary-test-"));
    w = await createAdsWorld(backend, { DATA_DIR: dataDir });
    await linkAccount(w, "acc-main");
    const audience = await sizedAudience(w, 40_000);
    campaign = await makeCampaign(w, { name: "秋のブレンド", status: "active", end_time: daysFrom(w, 10) });
    const adset = await makeAdset(w, campaign, audience, 1);
    // The ad's creative shows an uploaded image, whose thumbnail the summary prints.
    const image = await upload(w as unknown as MediaWorld, "poster.png", (await makeImages()).png);
    const [ad] = await w.t.db.query<{ creative_id: number }>("SELECT creative_id FROM ads WHERE id = $1", [
      adset.ads[0],
    ]);
    await w.t.db.query("INSERT INTO ad_creative_media (creative_id, media_id, position) VALUES ($1, $2, 0)", [
      ad?.creative_id,
      image.body.id,
    ]);
    await ageCampaign(w, campaign, 3);
  });
  afterAll(async () => {
    await w.t.close();
    await fs.promises.rm(dataDir, { recursive: true, force: true });
  });

  it("answers the PDF of the campaign in the caller's language, with its delivery and targeting", async () => {
    const res = await pdfOf({ campaign }, { "accept-language": "ja" });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="campaign-${campaign}-summary.pdf"`);
    const text = await textOf(res.pdf);
    expect(text).toContain("キャンペーンサマリー");
    expect(text).toContain("秋のブレンド");
    expect(text).toContain("Acme");
    expect(text).toContain("シミュレーション");
    expect(text).toContain("pour over");
    expect(text).toContain("Try the autumn blend");
    // An ad set made from a saved audience applies the product's segments: the fee terms are printed.
    expect(text).toContain("セグメント利用料に関する合意事項");
    expect(text).not.toContain("まだ配信がありません。");
  });

  it("prints the language and paper asked for", async () => {
    const res = await pdfOf({ campaign, language: "en", paper: "LETTER" });
    const doc = await getDocumentProxy(new Uint8Array(res.pdf));
    const [, , width, height] = (await doc.getPage(1)).view as number[];
    expect([Math.round(width ?? 0), Math.round(height ?? 0)]).toEqual([612, 792]);
    expect(await textOf(res.pdf)).toContain("Campaign summary");
  });

  it("refuses another team's campaign and bad input with a readable detail", async () => {
    expect((await ask({ campaign }, w.eve)).status).toBe(404);
    const badPaper = await ask({ campaign, paper: "A3" });
    expect(badPaper).toMatchObject({ status: 400, body: { paper: ["paper must be A4 or LETTER"] } });
    const badId = await ask({ campaign: "one" });
    expect(badId).toMatchObject({ status: 400, body: { campaign: ["campaign must be a campaign's id"] } });
    expect((await w.t.call({ method: "POST", url: "/api/campaign-summary-pdf/", payload: { campaign } })).status).toBe(
      403,
    );
  });
});
