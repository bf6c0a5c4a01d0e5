import { describe, expect, it } from "vitest";
import { fillTemplate, placeholdersOf } from "../i18n/text-template.ts";
import { adToggleProblem, type CreativePlan, creativeProblem } from "./creative-rules.ts";
import { CREATIVE_TEXTS } from "./creative-texts.ts";

const plan = (change: Partial<CreativePlan> = {}): CreativePlan => ({
  text: "Autumn blend is here",
  media: [],
  card_title: null,
  card_url: null,
  call_to_action: null,
  advertiser_category: null,
  content_categories: [],
  ...change,
});
const images = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, kind: "image" as const }));

describe("the rules of a creative", () => {
  it("takes a whole creative: 4 images, a card with a button, categories from the catalogues", () => {
    expect(
      creativeProblem(
        plan({
          media: images(4),
          card_title: "Autumn blend",
          card_url: "https://acme.test/autumn",
          call_to_action: "SHOP_NOW",
          advertiser_category: "iabap:1133",
          content_categories: ["iab:210"],
        }),
      ),
    ).toBeNull();
  });

  it.each<[Partial<CreativePlan>, string, string]>([
    [{ text: "a".repeat(281) }, "text", "textTooLong"],
    [{ media: images(5) }, "media", "tooManyImages"],
    [{ media: [{ id: 1, kind: "gif" }, ...images(1).map((m) => ({ ...m, id: 2 }))] }, "media", "mediaMix"],
    [
      {
        media: [
          { id: 1, kind: "video" },
          { id: 2, kind: "video" },
        ],
      },
      "media",
      "mediaMix",
    ],
    [
      {
        media: [
          { id: 1, kind: "image" },
          { id: 1, kind: "image" },
        ],
      },
      "media",
      "mediaRepeated",
    ],
    [{ card_title: "Shop" }, "card_url", "cardIncomplete"],
    [{ card_url: "https://acme.test" }, "card_title", "cardIncomplete"],
    [{ card_title: "Shop", card_url: "javascript:alert(1)" }, "card_url", "cardUrlScheme"],
    [{ card_title: "Shop", card_url: "ftp://acme.test/x" }, "card_url", "cardUrlScheme"],
    [{ call_to_action: "SHOP_NOW" }, "call_to_action", "ctaNeedsCard"],
    [{ advertiser_category: "iabap:999999" }, "advertiser_category", "unknownAdvertiserCategory"],
    [{ content_categories: ["iab:nope"] }, "content_categories", "unknownContentCategory"],
    [{ content_categories: ["iab:210", "iab:210"] }, "content_categories", "contentCategoryRepeated"],
  ])("refuses %o naming %s", (change, field, key) => {
    expect(creativeProblem(plan(change))).toMatchObject({ field, key });
  });

  it("takes exactly 280 with a long link counted 23", () => {
    const text = `${"a".repeat(256)} https://acme.test/${"x".repeat(100)}`;
    expect(creativeProblem(plan({ text }))).toBeNull();
    expect(creativeProblem(plan({ text: `a${text}` }))).toMatchObject({ key: "textTooLong" });
  });

  it("refuses to switch the ads of an ended or halted campaign, and only those", () => {
    expect(adToggleProblem({ effective_status: "expired", end_time: "2026-01-01T00:00:00.000Z" })).toEqual({
      key: "campaignEnded",
      params: { end: "2026-01-01T00:00:00.000Z" },
    });
    expect(adToggleProblem({ effective_status: "halted", end_time: null })?.key).toBe("campaignHalted");
    for (const status of ["active", "paused", "draft", "scheduled"]) {
      expect(adToggleProblem({ effective_status: status, end_time: null })).toBeNull();
    }
  });

  it("says every refusal in en and ja with the same placeholders", () => {
    for (const [key, en] of Object.entries(CREATIVE_TEXTS.en)) {
      const ja = CREATIVE_TEXTS.ja[key as keyof typeof CREATIVE_TEXTS.en];
      expect(placeholdersOf(ja), key).toEqual(placeholdersOf(en));
      expect(fillTemplate("ja", ja, {}), key).not.toBe("");
    }
  });
});
