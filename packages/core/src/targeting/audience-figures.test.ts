import { describe, expect, it } from "vitest";
import { placeholdersOf } from "../i18n/text-template.ts";
import { audienceFigures, audienceStatus, selectedHandles } from "./audience-figures.ts";
import { AUDIENCE_TEXTS } from "./audience-texts.ts";
import { targetingPackage } from "./targeting-package.ts";

describe("audience figures", () => {
  it("scales the core audience and adds the handles' public followers for pro targeting", () => {
    const m = { accounts_in_store: 120, store_accounts: 1_000, scaling_factor: 250, handle_followers: [1_000, 2_500] };
    expect(audienceFigures(m)).toEqual({ core_audience: 120, total_native: 30_000, pro_targeting_size: 33_500 });
  });
  it("never says more than the store's accounts × the scaling factor", () => {
    // A handle's profile may claim more followers than the whole store stands for.
    const m = { accounts_in_store: 900, store_accounts: 20_000, scaling_factor: 1, handle_followers: [515_000] };
    expect(audienceFigures(m)).toEqual({ core_audience: 900, total_native: 900, pro_targeting_size: 20_000 });
    const over = { accounts_in_store: 30, store_accounts: 20, scaling_factor: 2, handle_followers: [] };
    expect(audienceFigures(over)).toEqual({ core_audience: 20, total_native: 40, pro_targeting_size: 40 });
  });
  it("counts nothing for a package that reaches no one", () => {
    expect(
      audienceFigures({ accounts_in_store: 0, store_accounts: 10, scaling_factor: 250, handle_followers: [] }),
    ).toEqual({
      core_audience: 0,
      total_native: 0,
      pro_targeting_size: 0,
    });
  });
  it("rounds a fractional scale to whole accounts", () => {
    expect(
      audienceFigures({ accounts_in_store: 3, store_accounts: 10, scaling_factor: 1.5, handle_followers: [] })
        .total_native,
    ).toBe(5);
  });
});

describe("audience status", () => {
  it("is not targetable when nothing is selected, targetable when one entry is", () => {
    const pkg = targetingPackage.parse({ keywords: [{ label: "coffee", deselected: true }] });
    expect(audienceStatus(pkg)).toBe("not_targetable");
    expect(audienceStatus(targetingPackage.parse({ hashtags: [{ label: "coffee" }] }))).toBe("targetable");
  });
  it("lists the selected handles once each, lower-cased", () => {
    const pkg = targetingPackage.parse({
      handles: [
        { handle: "Barista" },
        { handle: "gone", deselected: true },
        { handle: "barista" },
        { handle: "Roaster" },
      ],
    });
    expect(selectedHandles(pkg)).toEqual(["barista", "roaster"]);
  });
});

describe("audience texts", () => {
  it("has every text in Japanese with the English one's placeholders", () => {
    for (const [key, en] of Object.entries(AUDIENCE_TEXTS.en)) {
      const ja = AUDIENCE_TEXTS.ja[key as keyof typeof AUDIENCE_TEXTS.en];
      expect({ key, p: placeholdersOf(ja) }).toEqual({ key, p: placeholdersOf(en) });
      expect({ key, ja }).toMatchObject({ ja: expect.stringMatching(/[぀-ヿ一-鿿]/) });
    }
  });
});
