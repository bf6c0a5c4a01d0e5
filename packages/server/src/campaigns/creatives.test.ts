import { CALL_TO_ACTIONS } from "@xa/core/campaigns/creative-entities";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AdsWorld, createAdsWorld } from "../ads/test/ads-setup.ts";
import { backends } from "../test/test-app.ts";
import { insertMedia } from "./test/creative-setup.ts";

const CREATIVES = "/api/ad-creatives/";

describe.each(backends)("creatives (%s)", (backend) => {
  let w: AdsWorld;
  let images: number[];
  let gif: number;
  let video: number;
  let video2: number;
  let rivalImage: number;
  beforeAll(async () => {
    w = await createAdsWorld(backend);
    images = [];
    for (let i = 0; i < 5; i++) images.push(await insertMedia(w.t, w.acme.id, "image"));
    gif = await insertMedia(w.t, w.acme.id, "gif");
    video = await insertMedia(w.t, w.acme.id, "video");
    video2 = await insertMedia(w.t, w.acme.id, "video");
    rivalImage = await insertMedia(w.t, w.rival.id, "image");
  });
  afterAll(() => w.t.close());

  const base = () => ({
    team: w.acme.slug,
    name: "Autumn blend – teaser",
    text: "Autumn blend is here #ColdBrew https://acme.test/autumn-blend-2027-limited-edition",
    language: "en",
  });
  const create = (payload: object, token = w.ann, language?: string) =>
    w.t.call({
      method: "POST",
      url: CREATIVES,
      token,
      payload,
      ...(language ? { headers: { "accept-language": language } } : {}),
    });
  const count = async () => (await w.t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM ad_creatives"))[0]?.n;

  it("creates a creative with its media in order, a card, a button and categories, labelled", async () => {
    const res = await create({
      ...base(),
      media: [images[2], images[0], images[1]],
      card_title: "Autumn blend",
      card_url: "https://acme.test/autumn",
      call_to_action: "SHOP_NOW",
      advertiser_category: "iabap:1133",
      content_categories: ["iab:210"],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      team_id: w.acme.id,
      name: "Autumn blend – teaser",
      language: "en",
      text_length: 31 + 23,
      card: { title: "Autumn blend", url: "https://acme.test/autumn" },
      call_to_action: "SHOP_NOW",
      advertiser_category: { id: "iabap:1133", label: "Consumer Packaged Goods — Beverages — Coffee and Tea" },
      ads: 0,
      created_by: "ann@acme.test",
    });
    expect(res.body.content_categories[0].id).toBe("iab:210");
    expect(res.body.media.map((m: { id: number }) => m.id)).toEqual([images[2], images[0], images[1]]);
    expect(res.body.media[0]).toMatchObject({ kind: "image", url: `/api/ad-media/${images[2]}/file/` });
    const listed = await w.t.call({ method: "GET", url: `${CREATIVES}?team=${w.acme.slug}`, token: w.bob });
    expect(listed.status).toBe(200);
    expect(listed.body.count).toBe(1);
    expect(listed.body.results[0].id).toBe(res.body.id);
  });

  it.each([
    [{ text: "a".repeat(281) }, "text is 281 characters as X counts them (links 23 each); the most is 280."],
    [{ text: "あ".repeat(141) }, "text is 282 characters"],
    [{ media: "FIVE" }, "media may hold at most 4 images; 5 were sent."],
    [{ media: "GIF+IMAGE" }, "media may be up to 4 images, or one GIF, or one video, not a mix."],
    [{ media: "2VIDEOS" }, "media may be up to 4 images, or one GIF, or one video, not a mix."],
    [{ media: "REPEATED" }, "media lists file"],
    [{ media: "RIVAL" }, "is not a file of this team's media library."],
    [{ media: [999999] }, "media 999999 is not a file of this team's media library."],
    [{ card_title: "Shop" }, "card_title and card_url go together: send both or neither."],
    [{ card_url: "https://acme.test" }, "card_title and card_url go together"],
    [{ card_title: "Shop", card_url: "javascript:alert(1)" }, "card_url must be a web address starting with http"],
    [{ call_to_action: "SHOP_NOW" }, "call_to_action needs a website card"],
    [{ call_to_action: "BUY_IT" }, "call_to_action must be one of LEARN_MORE"],
    [{ advertiser_category: "iabap:1" }, "advertiser_category iabap:1 is not in the advertiser categories."],
    [{ content_categories: ["iab:nope"] }, "content_categories has iab:nope, which is not in the content categories."],
    [{ language: "fr" }, "language must be en or ja"],
    [{ name: "" }, "name"],
  ])("refuses %o with a detail naming the field, and creates nothing", async (change, detail) => {
    const before = await count();
    const body: Record<string, unknown> = { ...base(), ...change };
    if (body.media === "FIVE") body.media = images;
    if (body.media === "GIF+IMAGE") body.media = [gif, images[0]];
    if (body.media === "2VIDEOS") body.media = [video, video2];
    if (body.media === "REPEATED") body.media = [images[0], images[0]];
    if (body.media === "RIVAL") body.media = [rivalImage];
    const res = await create(body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(JSON.stringify(res.body)).toContain(detail);
    expect(await count()).toBe(before);
  });

  it("says why in Japanese to a Japanese caller", async () => {
    const res = await create({ ...base(), card_title: "Shop" }, w.ann, "ja");
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe("card_title と card_url は組で指定してください（両方か、どちらも指定しない）。");
  });

  it("takes every call to action of the list on a card, one GIF, or one video", async () => {
    for (const call_to_action of CALL_TO_ACTIONS) {
      const res = await create({ ...base(), card_title: "Go", card_url: "http://acme.test", call_to_action });
      expect(res.status, call_to_action).toBe(201);
    }
    expect((await create({ ...base(), media: [gif] })).status).toBe(201);
    expect((await create({ ...base(), media: [video] })).status).toBe(201);
    expect((await create({ ...base(), media: images.slice(0, 4) })).status).toBe(201);
  });

  it("changes a creative with PATCH checked with what is saved, and replaces it with PUT", async () => {
    const id = (await create({ ...base(), media: [images[0]], card_title: "Go", card_url: "https://acme.test" })).body
      .id;
    const url = `${CREATIVES}${id}/`;
    const patch = (payload: object) => w.t.call({ method: "PATCH", url, token: w.bob, payload });
    expect((await patch({ call_to_action: "LEARN_MORE", media: [images[1], images[0]] })).body).toMatchObject({
      call_to_action: "LEARN_MORE",
      card: { title: "Go" },
      media: [{ id: images[1] }, { id: images[0] }],
    });
    // Dropping the card's URL alone would leave its title without one.
    const half = await patch({ card_url: null });
    expect(half.status).toBe(400);
    expect(half.body.detail).toContain("card_title and card_url go together");
    const put = await w.t.call({
      method: "PUT",
      url,
      token: w.ann,
      payload: { name: "Plain", text: "すぐに #秋ブレンド", language: "ja" },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({ name: "Plain", language: "ja", media: [], card: null, call_to_action: null });
  });

  it("keeps a team's creatives from another team: not found, nothing changed", async () => {
    const id = (await create(base())).body.id;
    for (const [method, payload] of [
      ["GET", undefined],
      ["PATCH", { name: "taken" }],
      ["PUT", { name: "taken", text: "x" }],
      ["DELETE", undefined],
    ] as const) {
      const res = await w.t.call({ method, url: `${CREATIVES}${id}/`, token: w.eve, ...(payload ? { payload } : {}) });
      expect(res.status, method).toBe(404);
    }
    expect((await w.t.call({ method: "GET", url: `${CREATIVES}?team=${w.acme.slug}`, token: w.eve })).status).toBe(404);
    expect((await create(base(), w.eve)).status).toBe(404);
    const [row] = await w.t.db.query<{ name: string }>("SELECT name FROM ad_creatives WHERE id = $1", [id]);
    expect(row?.name).toBe("Autumn blend – teaser");
  });

  it("deletes a creative no ad uses", async () => {
    const id = (await create({ ...base(), media: [images[0]] })).body.id;
    expect((await w.t.call({ method: "DELETE", url: `${CREATIVES}${id}/`, token: w.ann })).status).toBe(204);
    expect((await w.t.call({ method: "GET", url: `${CREATIVES}${id}/`, token: w.ann })).status).toBe(404);
  });

  it("serves the advertiser and content categories with their source, in pages", async () => {
    const adv = await w.t.call({ method: "GET", url: "/api/advertiser-categories/?limit=3", token: w.bob });
    expect(adv.status).toBe(200);
    expect(adv.body.total).toBe(582);
    expect(adv.body.source).toMatchObject({ name: "IAB Tech Lab Ad Product Taxonomy 2.0", licence: "CC BY 3.0" });
    expect(adv.body.advertiser_categories).toEqual([
      { id: "iabap:1001", label: "Adult Products and Services" },
      { id: "iabap:1002", label: "Alcohol" },
      { id: "iabap:1003", label: "Alcohol — Bars" },
    ]);
    const content = await w.t.call({ method: "GET", url: "/api/content-categories/?limit=2&offset=1", token: w.bob });
    expect(content.status).toBe(200);
    expect(content.body.total).toBe(365);
    expect(content.body.content_categories).toHaveLength(2);
    expect(content.body.source.name).toBe("IAB Tech Lab Content Taxonomy 3.1");
    expect((await w.t.call({ method: "GET", url: "/api/content-categories/" })).status).toBe(403);
  });
});
