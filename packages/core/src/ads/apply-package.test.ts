import { describe, expect, it } from "vitest";
import { placeholdersOf } from "../i18n/text-template.ts";
import type { TargetingPackageInput } from "../targeting/targeting-package.ts";
import { targetingPackageWrapper } from "../targeting/targeting-package.ts";
import { ADS_TEXTS } from "./ads-texts.ts";
import { appliedTargeting } from "./applied-targeting.ts";
import { type ApplyOptions, type ApplyPlan, planApply } from "./apply-package.ts";

const wrap = (pkg: TargetingPackageInput, countries: string[] = []) =>
  targetingPackageWrapper.parse({ targeting_package: pkg, countries });
const noCheck: ApplyOptions = { customAudienceCheck: null };
const keyword = { keywords: [{ label: "coffee" }] };
const handles = (n: number) => Array.from({ length: n }, (_, i) => ({ handle: `h${i}` }));
const codes = (n: number) =>
  Array.from({ length: n }, (_, i) => String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26)));
const place = (i: number) => ({ id: `c${i}`, label: `City ${i}`, type: "city" as const, country_code: "JP" });
const places = (n: number) => Array.from({ length: n }, (_, i) => place(i));

function plan(pkg: TargetingPackageInput, countries: string[] = [], options: ApplyOptions = noCheck): ApplyPlan {
  const result = planApply(wrap(pkg, countries), options);
  if (!result.ok) throw new Error(result.detail);
  return result;
}

describe("an empty package", () => {
  it.each([
    ["nothing in it", {}, []],
    [
      "everything deselected",
      { keywords: [{ label: "coffee", deselected: true }], handles: [{ handle: "a", deselected: true }] },
      [],
    ],
    [
      "only age, gender, placements and countries",
      { age: "AGE_OVER_18", gender: "MALE", placements: ["replies"] },
      ["JP"],
    ],
  ] as const)("is refused when %s", (_, pkg, countries) => {
    expect(planApply(wrap(pkg as TargetingPackageInput, [...countries]), noCheck)).toEqual({
      ok: false,
      error: "empty_package",
      detail: "Failed to apply targeting list because it is empty.",
    });
  });
  it("says so in Japanese", () => {
    expect(planApply(wrap({}), { ...noCheck, language: "ja" })).toMatchObject({
      detail: "ターゲティングリストが空のため、適用できませんでした。",
    });
  });
});

describe("handles", () => {
  it.each([
    [0, 0, 0],
    [1, 1, 0],
    [100, 100, 0],
    [101, 100, 1],
    [250, 100, 150],
  ])("of %i selected, applies %i and leaves out %i", (n, applied, left) => {
    const p = plan({ ...keyword, handles: handles(n) });
    expect(p.handles).toEqual({ selected: n, applied, left_out: left });
    expect(p.targeting.handles.map((h) => h.handle)).toEqual(handles(applied).map((h) => h.handle));
    expect(p.alerts).toEqual(
      left ? [`Only the first 100 of the ${n} selected handles will be applied; ${left} will be left out.`] : [],
    );
  });
  it("counts only selected handles, each account once", () => {
    const list = [{ handle: "gone", deselected: true }, ...handles(100), { handle: "H0" }];
    const p = plan({ handles: list });
    expect(p.handles).toEqual({ selected: 100, applied: 100, left_out: 0 });
    expect(p.targeting.handles[0]).toEqual({ handle: "h0", account_id: null });
    expect(p.alerts).toEqual([]);
  });
});

describe("countries and locations", () => {
  it.each([
    [0, true],
    [49, true],
    [50, false],
    [250, false],
  ])("%i countries are sent: %s", (n, sent) => {
    const p = plan(keyword, codes(n));
    expect(p.countries).toEqual({ selected: n, sent });
    expect(p.targeting.countries).toEqual(sent ? codes(n) : []);
    expect(p.alerts).toEqual(
      sent ? [] : [`${n} countries are selected but at most 49 can be applied, so the countries will be sent empty.`],
    );
  });
  it("counts a country given twice once", () => {
    expect(plan(keyword, [...codes(49), "AA"]).countries).toEqual({ selected: 49, sent: true });
  });
  it.each([
    [1, true],
    [199, true],
    [200, false],
    [1000, false],
  ])("%i locations are sent: %s", (n, sent) => {
    const p = plan({ locations: places(n) });
    expect(p.locations).toEqual({ selected: n, sent });
    expect(p.targeting.locations).toHaveLength(sent ? n : 0);
    expect(p.alerts).toEqual(
      sent
        ? []
        : [
            `${n.toLocaleString("en-US")} locations are selected but at most 199 can be applied, so the locations will be sent empty.`,
          ],
    );
  });
  it("counts only selected locations", () => {
    const p = plan({ locations: [...places(199), { ...place(0), id: "x", deselected: true }] });
    expect(p.locations).toEqual({ selected: 199, sent: true });
    expect(p.targeting.locations.some((l) => l.id === "x")).toBe(false);
  });
  it("gives every alert at once, in Japanese too", () => {
    const p = plan({ handles: handles(101), locations: places(200) }, codes(50), { ...noCheck, language: "ja" });
    expect(p.alerts).toEqual([
      "選択された101件のハンドルのうち、適用されるのは最初の100件のみです（1件は適用されません）。",
      "50か国が選択されていますが、適用できるのは49か国までのため、国は空のまま送信されます。",
      "200件の地域が選択されていますが、適用できるのは199件までのため、地域は空のまま送信されます。",
    ]);
  });
});

describe("selected entries", () => {
  it("sends every list's selected entries without their evidence, never a deselected one", () => {
    const both = (id: string) => [
      { id, label: id.toUpperCase() },
      { id: `${id}-off`, label: "Off", deselected: true },
    ];
    const evidence = { posts: 3, accounts: 2, audience_share: 0.5, lift: 4 };
    const p = plan(
      {
        keywords: [
          { label: "coffee", evidence },
          { label: "tea", deselected: true },
        ],
        hashtags: [{ label: "latteart" }, { label: "matcha", deselected: true }],
        handles: [
          { handle: "barista", account_id: "42", name: "B", followers: 9, evidence },
          { handle: "tea", deselected: true },
        ],
        languages: both("ja"),
        network_operators: both("44010"),
        interests: both("food"),
        conversation_topics: both("coffee"),
        movies_tv_shows: both("show"),
        custom_audiences: [{ name: "Buyers" }, { name: "Old", deselected: true }],
        locations: [place(0), { ...place(1), deselected: true }],
        placements: ["homeTimelines"],
        age: "AGE_25_TO_49",
        gender: "FEMALE",
      },
      ["JP"],
    );
    const one = (id: string) => [{ id, label: id.toUpperCase() }];
    expect(p.targeting).toEqual({
      keywords: ["coffee"],
      hashtags: ["latteart"],
      handles: [{ handle: "barista", account_id: "42" }],
      languages: one("ja"),
      network_operators: one("44010"),
      interests: one("food"),
      conversation_topics: one("coffee"),
      movies_tv_shows: one("show"),
      custom_audiences: ["Buyers"],
      placements: ["homeTimelines"],
      age: "AGE_25_TO_49",
      gender: "FEMALE",
      locations: [{ id: "c0", label: "City 0", type: "city", country_code: "JP" }],
      countries: ["JP"],
    });
    expect(appliedTargeting.parse(p.targeting)).toEqual(p.targeting);
  });
});

describe("custom audiences", () => {
  const pkg = {
    custom_audiences: [{ name: "Buyers" }, { name: "Visitors" }, { name: "New" }, { name: "Off", deselected: true }],
  };
  const confirmation =
    "Some custom audiences are not ready and will not be applied. This may take up to 48 hours to be processed by the social platform. Do you still want to apply the rest of the targeting package?";
  const check = (...ready: [string, boolean][]) => ({
    customAudienceCheck: { custom_audiences: ready.map(([name, targetable]) => ({ name, targetable })) },
  });

  it.each([
    ["all ready", check(["Buyers", true], ["Visitors", true], ["New", true]), ["Buyers", "Visitors", "New"], []],
    ["one not ready", check(["Buyers", true], ["Visitors", true], ["New", false]), ["Buyers", "Visitors"], ["New"]],
    ["one the account does not know", check(["Buyers", true], ["Visitors", true]), ["Buyers", "Visitors"], ["New"]],
    ["none ready", check(["Buyers", false], ["Visitors", false], ["New", false]), [], ["Buyers", "Visitors", "New"]],
    ["the check failed", noCheck, ["Buyers", "Visitors", "New"], []],
  ])("applies the ready ones when %s", (_, options, ready, notReady) => {
    const p = plan(pkg, [], options);
    expect(p.custom_audiences).toEqual({ ready, not_ready: notReady });
    expect(p.targeting.custom_audiences).toEqual(ready);
    expect(p.confirmation).toBe(notReady.length ? confirmation : null);
  });
  it("asks in Japanese", () => {
    expect(plan(pkg, [], { ...check(["Buyers", false]), language: "ja" }).confirmation).toBe(
      "一部のカスタムオーディエンスは準備ができていないため適用されません。ソーシャルプラットフォームでの処理には最大48時間かかることがあります。ターゲティングパッケージの残りを適用しますか？",
    );
  });
});

describe("ads texts", () => {
  it("has every text in Japanese, with the same placeholders as the English one", () => {
    const keys = Object.keys(ADS_TEXTS.en) as (keyof typeof ADS_TEXTS.en)[];
    expect(Object.keys(ADS_TEXTS.ja).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      expect({ key, ja: placeholdersOf(ADS_TEXTS.ja[key]) }).toEqual({ key, ja: placeholdersOf(ADS_TEXTS.en[key]) });
      expect({ key, ja: ADS_TEXTS.ja[key] }).toMatchObject({ ja: expect.stringMatching(/[぀-ヿ一-鿿]/) });
    }
  });
});
